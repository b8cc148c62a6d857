/**
 * The app's routes and which of them need a signed-in member (SPEC.md 2 "Screens and routes").
 * One table for both sides: the server answers a signed-out visit to a member route with a redirect
 * to sign-in before any script is sent (issue 16 target 2), and the web router's `requiresMember`
 * handles are checked against it (apps/web/src/app/router.test.ts), so the two cannot disagree.
 *
 * Patterns use React Router's syntax (`:param`, optional `:param?`), written exactly as in the
 * router, without the leading slash of the shell's relative paths.
 */

export interface AppRoute {
  pattern: string;
  /** Signed-out visitors are sent to sign-in (the member shell's screens). */
  member: boolean;
}

export const LOGIN_PATH = '/login';
/** The query parameter of the sign-in page that carries where to go once signed in. */
export const LOGIN_RETURN_PARAM = 'from';
/** Where sign-in leads when no (usable) return path was given: home. */
export const DEFAULT_RETURN_PATH = '/';

/** SPEC.md 2: outside the shell, for anyone (plus issue 12's public draw records and the error screen). */
const PUBLIC_ROUTES: readonly string[] = [
  'nobrand',
  'error',
  'login',
  'forgot-password',
  'forgot-email',
  'reset-password/:key',
  'draws',
  'draws/:drawId',
];

/** SPEC.md 2: inside the main shell, members only (plus search, onboarding and giveaway rules). */
const MEMBER_ROUTES: readonly string[] = [
  '',
  'browse/:media',
  'browse/:media/genre/:genreid',
  'browse/:media/id/:id/:slug?',
  'browse/:media/live/:slug?',
  'browse/:media/:tabslug',
  'search',
  'collection',
  'history',
  'playlists',
  'account/change-address/:id/:slug?',
  'account/:slug?',
  'giveaways',
  'giveaways/id/:id',
  'giveaways/id/:id/rules',
  'marketplace',
  'marketplace/category/:slug',
  'marketplace/product/:slug/:id',
  'marketplace/checkout',
  'shippable',
  'shippable/id/:id',
  'green',
  'vpn',
  'impacts/id/:id',
  'impacts/:page?',
  'onboarding',
  'faq',
  'support',
];

/** Every route of the app; any other path shows the not-found screen to anyone (SPEC.md 2). */
export const APP_ROUTES: readonly AppRoute[] = [
  ...PUBLIC_ROUTES.map((pattern) => ({ pattern, member: false })),
  ...MEMBER_ROUTES.map((pattern) => ({ pattern, member: true })),
];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** React Router's matching: case-insensitive static segments, `:x` one segment, `:x?` zero or one. */
function matchesSegments(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head.startsWith(':') && head.endsWith('?'))
    return matchesSegments(rest, path) || (path.length > 0 && matchesSegments(rest, path.slice(1)));
  const [segment, ...remaining] = path;
  if (segment === undefined) return false;
  const matches = head.startsWith(':') || head.toLowerCase() === segment.toLowerCase();
  return matches && matchesSegments(rest, remaining);
}

export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  return matchesSegments(segmentsOf(pattern), segmentsOf(pathname));
}

/**
 * Whether a signed-out visitor of this path is sent to sign-in. A path that a public route also
 * matches is public (none does today); a path no route matches is the not-found screen, which
 * anyone may see, so it is public too.
 */
export function requiresMember(pathname: string): boolean {
  const matching = APP_ROUTES.filter((route) => matchesRoutePattern(route.pattern, pathname));
  return matching.length > 0 && matching.every((route) => route.member);
}

/** URL parsers drop tabs and line breaks, so `/\t/host` would become `//host`. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The return path the sign-in page may follow: a member route on this site, else home. Anything
 * else (another origin as `//host` or `/\host`, a full URL, the sign-in page itself) is refused so
 * the parameter can neither send a member off-site nor loop.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || CONTROL.test(raw))
    return DEFAULT_RETURN_PATH;
  const pathname = raw.split(/[?#]/, 1)[0] ?? '';
  return requiresMember(pathname) ? raw : DEFAULT_RETURN_PATH;
}

/** The sign-in URL for a signed-out visitor of `pathname` + `search` (search with its `?`, or ''). */
export function loginRedirectFor(pathname: string, search: string): string {
  const returnPath = safeReturnPath(pathname + search);
  if (returnPath === DEFAULT_RETURN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: returnPath }).toString()}`;
}
