/**
 * Player icons (24 px stroke grid like ui/Icon). Kept here rather than in ui/Icon because only
 * the players use them and six helpers share that file.
 */
const PATHS = {
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
      <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </>
  ),
  muted: (
    <>
      <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
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
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name, size = 22 }: { name: PlayerIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
