/** The public surface of modules/member: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { toMember, type MemberModel, type MemberRow } from './model';
export {
  findAnyMemberById,
  findMemberByEmail,
  findMemberById,
  findMembersByCard,
  insertMemberTags,
  listMemberTags,
  updateMemberLang,
  updatePasswordHash,
} from './repo';
