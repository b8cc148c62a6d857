/** The operator console's session and second-factor limits (issue 31 scope 3, docs/console.md). */

/** A staff session lasts this long from sign-in, never extended. */
export const STAFF_SESSION_HOURS = 12;
/** Between the right password and the second factor (or enrolment). */
export const STAFF_CHALLENGE_MINUTES = 5;
/** A second factor given again counts as fresh this long, for dangerous acts. */
export const FRESH_SECOND_FACTOR_MINUTES = 5;
/** One-time recovery codes given at enrolment. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
/** An invitation's one-time link works this long. */
export const STAFF_INVITATION_DAYS = 7;
/** The staff session cookie (HttpOnly, console hosts only). */
export const STAFF_SESSION_COOKIE = 'ma_staff';
/** Between password and second factor: the challenge cookie. */
export const STAFF_CHALLENGE_COOKIE = 'ma_staff_challenge';
/** The console's GraphQL endpoint. */
export const CONSOLE_GRAPHQL_PATH = '/adminapi/';
