/**
 * Public face of the auth feature: the password rules' messages (sign-up, reset, change password).
 */
export { passwordProblemMessage, passwordRulesHint } from './password';
