import { displayName } from '@member-area/domain';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';

/** What a member mail needs of the member: whom it greets, where it goes, its language and time zone. */
export type MailMember = Pick<MemberModel, 'name' | 'email' | 'lang' | 'timezone'>;

/** What a member mail needs of the brand: the name it is signed with and where to write back. */
export type MailBrand = Pick<Brand, 'name' | 'supportEmail'>;

/** The variables every member mail's texts share: the brand's name and support address, and whom it greets. */
export function mailVars(member: Pick<MemberModel, 'name' | 'email'>, brand: MailBrand) {
  return { brand: brand.name, support: brand.supportEmail, name: displayName(member.name, member.email) };
}
