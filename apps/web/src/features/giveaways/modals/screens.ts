/**
 * Where the modals may open: home, where a member lands after signing in, and the giveaways
 * screens, where a purchase returns. Never over a task in progress elsewhere (an account form, a
 * player, a search): a win or an offer waits until the member is back on one of these screens.
 */
export function isModalScreen(pathname: string): boolean {
  return pathname === '/' || pathname === '/giveaways' || pathname.startsWith('/giveaways/');
}
