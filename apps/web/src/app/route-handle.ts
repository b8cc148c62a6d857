/**
 * What a route declares about itself, read by the shell (ShellLayout) and declared by each feature's
 * routes file. It lives apart from router.tsx so feature routes do not import the router that
 * imports them (a type cycle router ↔ feature routes).
 */
export interface RouteHandle {
  /**
   * Anonymous visitors are sent to /login. Must equal the domain's APP_ROUTES row for the route's
   * path (router.test.ts checks): the server redirects signed-out visits by that table.
   */
  requiresMember?: boolean;
}
