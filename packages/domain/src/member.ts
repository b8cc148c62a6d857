/** Member identity rules (SPEC.md 3 "Member", 4 "Session" and "Feature tags", 5, 6). */
import { FIRST_VISIT_EVENT_MEMBERS_CREATED_AFTER, TEST_SUBSCRIPTION_PROVIDERS } from './constants';
import { COMMON_PASSWORDS, type PasswordBlocklist } from './common-passwords';
import { MA_VISITED_TAG } from './features';

export { COMMON_PASSWORDS, type PasswordBlocklist };

export const ONBOARDING_COMPLETED_TAG = 'onboarding_status:completed';

/**
 * SPEC.md 5 says "a list of four internal staff domains" but does not name them: these four are
 * our choice. Matching is on the exact domain (no subdomains), after normalizeEmail.
 */
export const STAFF_EMAIL_DOMAINS = [
  'milkbox.team',
  'milkbox-staff.com',
  'playmax.team',
  'memberarea.dev',
] as const;

/**
 * SPEC.md 6 "a test email" is not defined further. We count staff domains plus the RFC 2606
 * example domains, which can never belong to a real customer. The reserved `.test` TLD is
 * deliberately NOT included: the seeded demo personas (paid@playmax.test, …) must behave like real
 * members; the test persona is marked by its provider (milkbox_test) instead.
 */
export const TEST_EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/**
 * The one password rule (SPEC.md 5 only says a change needs the current password, a new one and its
 * verification; the bounds are ours): every flow that sets a password (reset, change, any sign-up)
 * checks passwordProblem, and the web's messages interpolate these numbers rather than repeat them.
 * 10 follows NIST SP 800-63B's advice to go above its 8-character floor when there is no second factor.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/**
 * Profile names (SPEC.md 5 leaves "other form fields" to us). The display name is required: an
 * empty one is refused with its own problem rather than stored, because a member who clears it
 * expects it gone, yet displayName would quietly show their e-mail's local part instead.
 * First and last names are optional and share the address form's bound.
 */
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const PERSON_NAME_MAX_LENGTH = 60;
export type NameProblem = 'required' | 'too_long';

/** Trimmed, Unicode NFC, lower-cased: the one form we store, compare and look up. */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

function domainOf(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  return at < 0 ? '' : normalized.slice(at + 1);
}

/** SPEC.md 3: the name falls back to the part of the e-mail before the @ when missing or 'Unknown'. */
export function displayName(name: string | null | undefined, email: string): string {
  const trimmed = (name ?? '').trim();
  if (trimmed !== '' && trimmed.toLowerCase() !== 'unknown') return trimmed;
  const address = email.trim();
  const at = address.indexOf('@');
  return at > 0 ? address.slice(0, at) : address;
}

export function onboardingStatus(memberTags: readonly string[]): 'not_started' | 'completed' {
  return memberTags.includes(ONBOARDING_COMPLETED_TAG) ? 'completed' : 'not_started';
}

export function isStaffEmail(email: string): boolean {
  return (STAFF_EMAIL_DOMAINS as readonly string[]).includes(domainOf(email));
}

export function isTestEmail(email: string): boolean {
  return isStaffEmail(email) || (TEST_EMAIL_DOMAINS as readonly string[]).includes(domainOf(email));
}

export function isTestMember(input: {
  subscriptionProvider: string | null | undefined;
  email: string;
}): boolean {
  const provider = (input.subscriptionProvider ?? '').trim().toLowerCase();
  return (TEST_SUBSCRIPTION_PROVIDERS as readonly string[]).includes(provider) || isTestEmail(input.email);
}

/**
 * SPEC.md 4: sent once (no ma_visited:true yet) to members created after 2023-01-17. "After" a
 * date means from the next UTC day on, so someone created during 2023-01-17 itself gets none.
 * An unreadable createdAt sends nothing rather than spamming analytics.
 */
export function shouldSendFirstVisitEvent(input: {
  createdAt: string | Date;
  memberTags: readonly string[];
}): boolean {
  if (input.memberTags.includes(MA_VISITED_TAG)) return false;
  const created = input.createdAt instanceof Date ? input.createdAt : new Date(input.createdAt);
  if (Number.isNaN(created.getTime())) return false;
  return created.toISOString().slice(0, 10) > FIRST_VISIT_EVENT_MEMBERS_CREATED_AFTER;
}

const LOCAL_PART = /^[^\s@"(),:;<>[\]\\]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * A cheap shape check (one @, sane local part, dotted domain). It does not prove the address
 * exists; only a delivered mail does. Call it on normalizeEmail's output.
 */
export function isPlausibleEmail(email: string): boolean {
  if (email.length > 254 || email !== email.trim()) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (local.length === 0 || local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => l.length <= 63 && DOMAIN_LABEL.test(l))) return false;
  return /^\p{L}{2,}$/u.test(labels[labels.length - 1] ?? '');
}

/** Counted in code points after trimming, like passwordProblem; the caller stores the trimmed name. */
export function displayNameProblem(name: string): NameProblem | null {
  const length = [...name.trim()].length;
  if (length === 0) return 'required';
  return length > DISPLAY_NAME_MAX_LENGTH ? 'too_long' : null;
}

/** First or last name: may be empty (clears it), else at most PERSON_NAME_MAX_LENGTH code points. */
export function personNameProblem(name: string): 'too_long' | null {
  return [...name.trim()].length > PERSON_NAME_MAX_LENGTH ? 'too_long' : null;
}

/**
 * Length counts Unicode code points, not UTF-16 units, so emoji are not double-counted.
 * `common` is the list of refused passwords, compared lower-cased. The default is the short list
 * the web ships, for its instant hint; the server passes the full list (tens of thousands of
 * leaked passwords, see apps/server/src/modules/auth/common-passwords.ts) and has the last word.
 */
export function passwordProblem(
  password: string,
  common: PasswordBlocklist = COMMON_PASSWORDS,
): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (common.has(password.toLowerCase())) return 'too_common';
  return null;
}
