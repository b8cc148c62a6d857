// Which addresses to photograph on a brand: the routes of SPEC.md 2 (packages/domain/src/routes.ts),
// their parameters filled with ids the signed-in member's own pages link to, so every id exists in
// the demo data this server was seeded with (none is written here).

/** A path no route matches: the not-found screen. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';
/** Any key the server does not know: the reset page shows its invalid-link screen. */
export const INVALID_RESET_KEY = 'not-a-real-reset-key';

/** Outside the shell, photographed signed out (a member is sent on from /login). */
export const PUBLIC_SHOTS = [
  { route: 'login', path: '/login' },
  { route: 'reset-password/{key}', path: `/reset-password/${INVALID_RESET_KEY}` },
  { route: 'nobrand', path: '/nobrand' },
  { route: 'not found', path: NOT_FOUND_PATH },
];

/** Member routes without parameters, in SPEC.md 2's order. */
const STATIC_MEMBER_SHOTS = [
  { route: '/', path: '/' },
  { route: 'collection', path: '/collection' },
  { route: 'playlists', path: '/playlists' },
  { route: 'history', path: '/history' },
  { route: 'search', path: '/search' },
  { route: 'shippable', path: '/shippable' },
  { route: 'giveaways', path: '/giveaways' },
  { route: 'vpn', path: '/vpn' },
  { route: 'green', path: '/green' },
  { route: 'impacts/{page?}', path: '/impacts' },
  { route: 'marketplace/', path: '/marketplace' },
  { route: 'marketplace/checkout', path: '/marketplace/checkout' },
  { route: 'faq', path: '/faq' },
  { route: 'support', path: '/support' },
  { route: 'onboarding', path: '/onboarding' },
  { route: 'account/{slug?}', path: '/account' },
];

/** The pages whose links name the ids: the menu (on every page), the lists, the account tabs. */
export function discoveryPaths(mediaTypes = [], accountPaths = []) {
  return [
    '/',
    ...mediaTypes.map((media) => `/browse/${media}`),
    '/giveaways',
    '/marketplace',
    '/shippable',
    '/impacts',
    '/account',
    ...accountPaths,
  ];
}

const pathOf = (href) => {
  try {
    return new URL(href, 'http://x.localhost').pathname;
  } catch {
    return null;
  }
};

const segments = (p) => p.split('/').filter((s) => s !== '');
const first = (paths, test) => paths.find((p) => test(segments(p)));
const unique = (values) => [...new Set(values)];

/** Media types the brand's menu links to (browse/{media}), in menu order. */
export function mediaTypesOf(hrefs) {
  const paths = unique(hrefs.map(pathOf).filter((p) => p !== null));
  return unique(
    paths
      .map(segments)
      .flatMap((s) => (s[0] === 'browse' && s.length >= 2 ? [decodeURIComponent(s[1])] : [])),
  );
}

/** The account's tabs (account/{slug}), as their pages link to them. */
export function accountPathsOf(hrefs) {
  const paths = unique(hrefs.map(pathOf).filter((p) => p !== null));
  return paths.filter((p) => {
    const s = segments(p);
    return s[0] === 'account' && s.length === 2;
  });
}

/**
 * The shots of one brand: every static member route, then each parameterised route with the first
 * id a page linked to; a route whose id no page offered is listed in `missing` (the index says so).
 */
export function memberShots(hrefs) {
  const paths = unique(hrefs.map(pathOf).filter((p) => p !== null));
  const shots = [...STATIC_MEMBER_SHOTS];
  const missing = [];
  const add = (route, path) => {
    if (path) shots.push({ route, path });
    else missing.push(route);
  };
  const media = mediaTypesOf(hrefs);
  for (const type of media) {
    add('browse/{media}', `/browse/${type}`);
    add(
      'browse/{media}/id/{id}/{slug?}',
      first(paths, (s) => s[0] === 'browse' && s[1] === type && s[2] === 'id' && s.length >= 4),
    );
  }
  const inBrowse = (s) => s[0] === 'browse' && s.length >= 3;
  add(
    'browse/{media}/genre/{genreid}',
    first(paths, (s) => inBrowse(s) && s[2] === 'genre' && s.length === 4),
  );
  add(
    'browse/{media}/{tabslug}',
    first(paths, (s) => inBrowse(s) && s.length === 3 && !['id', 'genre', 'live'].includes(s[2])),
  );
  add(
    'browse/{media}/live/{slug?}',
    first(paths, (s) => inBrowse(s) && s[2] === 'live'),
  );
  add(
    'shippable/id/{id}',
    first(paths, (s) => s[0] === 'shippable' && s[1] === 'id' && s.length === 3),
  );
  add(
    'giveaways/id/{id}',
    first(paths, (s) => s[0] === 'giveaways' && s[1] === 'id' && s.length === 3),
  );
  add(
    'impacts/id/{id}',
    first(paths, (s) => s[0] === 'impacts' && s[1] === 'id' && s.length === 3),
  );
  add(
    'marketplace/category/{slug}',
    first(paths, (s) => s[0] === 'marketplace' && s[1] === 'category' && s.length === 3),
  );
  add(
    'marketplace/product/{slug}/{id}',
    first(paths, (s) => s[0] === 'marketplace' && s[1] === 'product' && s.length === 4),
  );
  for (const tab of accountPathsOf(hrefs)) add('account/{slug?}', tab);
  // A saved address where the member has one; else the form for a new one (id `new`).
  const changeAddress = (s) => s[0] === 'account' && s[1] === 'change-address' && s.length >= 3;
  add(
    'account/change-address/{id}/{slug?}',
    first(paths, (s) => changeAddress(s) && s[2] !== 'new') ?? first(paths, changeAddress),
  );
  return { shots, missing: unique(missing) };
}
