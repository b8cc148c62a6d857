/**
 * Icons the reader, game and software views need beyond core/controls' PlayerIcon (same 24 px
 * stroke grid), drawn inline so they take the current colour.
 */
const PATHS = {
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
} as const;

export type ReaderIconName = keyof typeof PATHS;

export function ReaderIcon({ name, size = 22 }: { name: ReaderIconName; size?: number }) {
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
