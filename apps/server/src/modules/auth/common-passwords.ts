import { COMMON_PASSWORDS, type PasswordBlocklist } from '@member-area/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords the server refuses as too common (issue 15, ASVS V6.2.11: the top 3,000+): the
 * ranked list of the most common leaked passwords that @zxcvbn-ts/language-common maintains
 * (MIT, about 49,000 entries), plus the domain's short list (brand names, which no public list
 * knows). Lower-cased like passwordProblem compares. Kept on the server: the web bundle only
 * carries the short list, and the server's answer (weak_password, too_common) is the one that counts.
 */
export const SERVER_COMMON_PASSWORDS: PasswordBlocklist = new Set([
  ...dictionary['passwords-common'].map((p) => p.toLowerCase()),
  ...COMMON_PASSWORDS,
]);
