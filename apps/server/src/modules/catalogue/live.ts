/**
 * Live stats of a stream's sports event (browse/stream/live/{slug}). Generated deterministically
 * from the slug and the clock: every event runs in a two-hour cycle (kick-off, two 45-minute halves
 * with a break, then the final whistle), so the score, clock and events move while a member watches
 * and two requests at the same moment agree.
 */
import { hashString, mulberry32 } from '../../lib/prng';
import { TEAMS } from '../../lib/teams';
import type { MediaModel } from './model';

export interface LiveTeamModel {
  name: string;
  short: string;
  color: string;
  score: number;
}

export interface LiveEventModel {
  minute: number;
  kind: string;
  team: string | null;
  text: string;
}

export interface LiveStatsModel {
  slug: string;
  mediaId: string;
  title: string;
  sport: string;
  status: 'scheduled' | 'live' | 'halftime' | 'finished';
  period: string;
  clock: string;
  home: LiveTeamModel;
  away: LiveTeamModel;
  viewers: number;
  events: LiveEventModel[];
  stats: { label: string; home: string; away: string }[];
  updatedAt: string;
}

const CYCLE_MS = 2 * 3600_000;
const PRE_MATCH_MIN = 10;
const BREAK_MIN = 15;

function team(name: string): { name: string; short: string; color: string } {
  const t = TEAMS.find((x) => x[0] === name);
  if (t) return { name: t[0], short: t[1], color: t[2] };
  const short = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return { name, short, color: '#64748B' };
}

const PLAYERS = ['Silva', 'Okafor', 'Larsen', 'Moreau', 'Kim', 'Rossi', 'Haddad', 'Novak', 'Reyes', 'Tanaka'];

export function liveStats(media: MediaModel, slug: string, now: Date): LiveStatsModel {
  const [homeName, awayName] = media.title.split(' vs ');
  const home = team(homeName ?? media.title);
  const away = team(awayName ?? 'Guests');
  const seed = hashString(slug);
  const offset = seed % CYCLE_MS;
  const t = now.getTime() - offset;
  const cycle = Math.floor(t / CYCLE_MS);
  const into = (t - cycle * CYCLE_MS) / 60_000; // minutes into this cycle
  const r = mulberry32(seed ^ cycle);

  // Match minute on the clock (0 … 90) and status.
  let minute: number;
  let status: LiveStatsModel['status'];
  let period: string;
  if (into < PRE_MATCH_MIN) {
    minute = 0;
    status = 'scheduled';
    period = 'Pre-match';
  } else if (into < PRE_MATCH_MIN + 45) {
    minute = into - PRE_MATCH_MIN;
    status = 'live';
    period = '1st half';
  } else if (into < PRE_MATCH_MIN + 45 + BREAK_MIN) {
    minute = 45;
    status = 'halftime';
    period = 'Half-time';
  } else if (into < PRE_MATCH_MIN + 90 + BREAK_MIN) {
    minute = into - PRE_MATCH_MIN - BREAK_MIN;
    status = 'live';
    period = '2nd half';
  } else {
    minute = 90;
    status = 'finished';
    period = 'Full-time';
  }

  // The cycle's whole script, revealed up to the current minute.
  const script: LiveEventModel[] = [];
  // A goal or a card: a side, a player, then a minute, drawn in this order (the same cycle must
  // replay the same script).
  const playerEvent = (kind: 'goal' | 'card', text: (side: 'home' | 'away', who: string) => string) => {
    const side = r() < 0.5 ? 'home' : 'away';
    const who = PLAYERS[Math.floor(r() * PLAYERS.length)]!;
    script.push({ minute: 1 + Math.floor(r() * 89), kind, team: side, text: text(side, who) });
  };
  const goals = Math.floor(r() * 6);
  for (let i = 0; i < goals; i++)
    playerEvent('goal', (side, who) => `Goal! ${who} scores for ${side === 'home' ? home.name : away.name}.`);
  const cards = 1 + Math.floor(r() * 4);
  for (let i = 0; i < cards; i++)
    playerEvent(
      'card',
      (side, who) => `Yellow card for ${who} (${side === 'home' ? home.short : away.short}).`,
    );
  for (let i = 0; i < 2; i++) {
    const side = i === 0 ? 'home' : 'away';
    script.push({
      minute: 60 + Math.floor(r() * 25),
      kind: 'substitution',
      team: side,
      text: `Substitution for ${side === 'home' ? home.name : away.name}.`,
    });
  }
  script.push({ minute: 45, kind: 'period', team: null, text: 'Half-time.' });
  script.push({ minute: 90, kind: 'period', team: null, text: 'Full-time.' });

  const shown =
    status === 'scheduled'
      ? []
      : script
          .filter((e) =>
            e.kind === 'period'
              ? e.minute === 45
                ? into >= PRE_MATCH_MIN + 45
                : status === 'finished'
              : e.minute <= minute,
          )
          .sort((a, b) => b.minute - a.minute || a.kind.localeCompare(b.kind));
  const score = (side: string) => shown.filter((e) => e.kind === 'goal' && e.team === side).length;

  const possession = 40 + Math.floor(r() * 21);
  const frac = minute / 90;
  const shots = (base: number) => String(Math.round((base + r() * 10) * frac));
  const mm = Math.floor(minute);
  const ss = Math.floor((minute - mm) * 60);

  return {
    slug,
    mediaId: String(media.id),
    title: media.title,
    sport: 'football',
    status,
    period,
    clock: `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`,
    home: { ...home, score: score('home') },
    away: { ...away, score: score('away') },
    viewers:
      status === 'scheduled'
        ? 0
        : Math.round(
            (2_000 + (seed % 40_000)) * (0.8 + 0.2 * Math.sin(now.getTime() / 90_000)) * (0.5 + frac / 2),
          ),
    events: shown,
    stats: [
      { label: 'Possession', home: `${possession}%`, away: `${100 - possession}%` },
      { label: 'Shots', home: shots(4), away: shots(3) },
      { label: 'Shots on target', home: shots(1), away: shots(1) },
      { label: 'Corners', home: shots(2), away: shots(2) },
      { label: 'Fouls', home: shots(5), away: shots(5) },
    ],
    updatedAt: now.toISOString(),
  };
}
