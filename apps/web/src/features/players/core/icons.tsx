import type { ReactElement } from 'react';
import { Icon, IconSvg, type IconName } from '../../../ui/Icon';

/**
 * The one icon set of the players: the controls (play, seek, volume, fullscreen …), the reader,
 * game and software views (pages, text size, contents, copy …) and the audio players (shuffle,
 * repeat, sleep timer), on ui/Icon's 24 px stroke grid and drawn by its IconSvg. The app's own
 * icons (ui/Icon) are available by name too, drawn as the app draws them; where both sets have a
 * name, the player's drawing wins.
 * Kept out of ui/Icon so that these paths load with the lazy player chunks, not the main one.
 */

/** The speaker of the volume and muted icons. */
const SPEAKER = <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />;

/** The loop of arrows; repeat-one adds its "1". */
const REPEAT = (
  <>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14M7 22l-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </>
);

const PATHS = {
  // Controls
  play: (
    <path
      d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z"
      fill="currentColor"
    />
  ),
  pause: (
    <>
      <rect x="6" y="4" width="4" height="16" rx="1" fill="currentColor" />
      <rect x="14" y="4" width="4" height="16" rx="1" fill="currentColor" />
    </>
  ),
  back: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 3v5h5" />
    </>
  ),
  forward: (
    <>
      <path d="M21 12a9 9 0 1 1-3-6.7" />
      <path d="M21 3v5h-5" />
    </>
  ),
  volume: (
    <>
      {SPEAKER}
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </>
  ),
  muted: (
    <>
      {SPEAKER}
      <path d="m16 9 6 6M22 9l-6 6" />
    </>
  ),
  fullscreen: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  'fullscreen-exit': <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />,
  pip: (
    <>
      <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
      <rect x="12" y="12" width="7" height="5" rx="1" fill="currentColor" />
    </>
  ),
  captions: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M10 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3" />
    </>
  ),
  next: (
    <>
      <path d="M5 5v14l10-7z" fill="currentColor" />
      <path d="M19 5v14" />
    </>
  ),
  previous: (
    <>
      <path d="M19 5v14L9 12z" fill="currentColor" />
      <path d="M5 5v14" />
    </>
  ),
  close: <path d="M18 6 6 18M6 6l12 12" />,
  minimise: <path d="m6 9 6 6 6-6" />,
  expand: <path d="m6 15 6-6 6 6" />,
  help: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8" />
    </>
  ),
  flag: (
    <>
      <path d="M4 21V4" />
      <path d="M4 4h13l-2 4 2 4H4" />
    </>
  ),
  episodes: <path d="M4 6h16M4 12h16M4 18h10" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  retry: (
    <>
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </>
  ),
  speed: (
    <>
      <path d="M12 13 16 9" />
      <path d="M4.9 19a9 9 0 1 1 14.2 0" />
    </>
  ),
  // Reader, game and software
  'chevron-left': <path d="m15 5-7 7 7 7" />,
  'chevron-right': <path d="m9 5 7 7-7 7" />,
  'text-smaller': (
    <>
      <path d="M3 19 8 6l5 13M4.8 14.5h6.4" />
      <path d="M16 12h5" />
    </>
  ),
  'text-larger': (
    <>
      <path d="M3 19 8 6l5 13M4.8 14.5h6.4" />
      <path d="M16 12h5M18.5 9.5v5" />
    </>
  ),
  theme: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 3.5v17a8.5 8.5 0 0 0 0-17z" fill="currentColor" />
    </>
  ),
  toc: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  download: (
    <>
      <path d="M12 3v12M7 10l5 5 5-5" />
      <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </>
  ),
  copy: (
    <>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  shield: (
    <>
      <path d="M12 21s7.5-3.5 7.5-9.5V5.5L12 3 4.5 5.5v6C4.5 17.5 12 21 12 21z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  // Audio players
  shuffle: <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />,
  repeat: REPEAT,
  'repeat-one': (
    <>
      {REPEAT}
      <path d="M11 10h1v4" />
    </>
  ),
  moon: <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />,
} satisfies Record<string, ReactElement>;

export type PlayerIconName = keyof typeof PATHS | IconName;

function isPlayerPath(name: string): name is keyof typeof PATHS {
  return Object.hasOwn(PATHS, name);
}

/** A decorative icon (aria-hidden): the button or link around it carries the accessible name. */
export function PlayerIcon({
  name,
  size = 22,
  className,
}: {
  name: PlayerIconName;
  size?: number;
  className?: string;
}) {
  if (!isPlayerPath(name)) return <Icon name={name} size={size} className={className} />;
  return (
    <IconSvg size={size} strokeWidth={1.9} className={className}>
      {PATHS[name]}
    </IconSvg>
  );
}
