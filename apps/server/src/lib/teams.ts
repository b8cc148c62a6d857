/**
 * The demo league: [name, short name, colour]. The catalogue generator (seed/catalogue) names live
 * matches after these teams and live scores (modules/catalogue/live.ts) show their short names and
 * colours, so both read this one list; it is in lib/ because modules never import seed/.
 */
export const TEAMS = [
  ['Rivertown FC', 'RIV', '#D62828'],
  ['Harbor United', 'HAR', '#1D4ED8'],
  ['Northside Wolves', 'NOR', '#6B7280'],
  ['Bay City Comets', 'BAY', '#F59E0B'],
  ['Highland Rangers', 'HIG', '#059669'],
  ['Capital Lions', 'CAP', '#B45309'],
  ['Eastport Mariners', 'EAS', '#0EA5E9'],
  ['Summit Eagles', 'SUM', '#7C3AED'],
  ['Lakeside Royals', 'LAK', '#DB2777'],
  ['Valley Thunder', 'VAL', '#EA580C'],
  ['Coastline Sharks', 'COA', '#0F766E'],
  ['Metro Knights', 'MET', '#111827'],
] as const;
