/** The public surface of modules/auth: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { SERVER_COMMON_PASSWORDS } from './common-passwords';
export { dummyPasswordHash, hashPassword, verifyPassword } from './password';
export { createSignInLink } from './sign-link';
export { LoginThrottle } from './throttle';
export type { TokenSigner } from './tokens';
export { viewerOf } from './viewer';
export {
  listOpenMemberSessions,
  revokeOpenMemberSessions,
  type MemberSessionRow,
} from './member-sessions-repo';
