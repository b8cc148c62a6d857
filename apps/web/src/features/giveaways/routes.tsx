import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute } from '../../app/member-route';

/**
 * The giveaways screens inside the member shell (SPEC.md 2: giveaways, giveaways/id/{id}; issue 12:
 * each giveaway's contest rules). The public draw records (/draws) live outside the shell.
 */
export function giveawaysRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [
    memberRoute(lazyRoute, 'giveaways', () => import('./pages/GiveawaysRoute')),
    memberRoute(lazyRoute, 'giveaways/id/:id', () => import('./pages/GiveawayRoute')),
    memberRoute(lazyRoute, 'giveaways/id/:id/rules', () => import('./pages/GiveawayRulesRoute')),
  ];
}
