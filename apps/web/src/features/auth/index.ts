/**
 * Public face of the auth feature: the password rules' messages (sign-up, reset, change password) and
 * the form-level error notice the account forms share.
 */
export { passwordProblemMessage, passwordRulesHint } from './password';
export { FormError } from './components/FormError';
