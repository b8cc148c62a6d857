/**
 * The first screens whose chunks the server names as modulepreloads in the page (issue 16): a
 * route pattern of packages/domain routes.ts and the module router.tsx (or a feature's routes.tsx)
 * loads lazily for it, plus the member shell's. Read by the web build (vite-plugins/route-preloads.ts),
 * which writes the chunks of each into dist/route-preloads.json for the server. Listed in the order
 * they are matched: a more specific pattern before one that would match the same path.
 * Plain data: nothing here is imported by the app.
 */
export const SHELL_MODULE = 'src/app/shell/ShellLayout.tsx';

export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '': 'src/routes/HomeRoute.tsx',
  login: 'src/routes/LoginRoute.tsx',
  'browse/:media/id/:id/:slug?': 'src/routes/MediaDetailRoute.tsx',
  'browse/:media/genre/:genreid': 'src/routes/BrowseGenreRoute.tsx',
  'browse/:media/live/:slug?': 'src/routes/LiveRoute.tsx',
  'browse/:media/:tabslug': 'src/routes/BrowseTabRoute.tsx',
  'browse/:media': 'src/routes/BrowseRoute.tsx',
  search: 'src/routes/SearchRoute.tsx',
  collection: 'src/routes/CollectionRoute.tsx',
  history: 'src/routes/HistoryRoute.tsx',
  playlists: 'src/routes/PlaylistsRoute.tsx',
  'account/:slug?': 'src/routes/AccountRoute.tsx',
};
