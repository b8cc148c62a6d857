/**
 * The one keyboard scheme of every player (docs/players.md). The names are those of
 * PlayerAction in apps/web/src/features/players/core/contract.ts.
 */
export const PLAYER_ACTIONS = [
  'togglePlay',
  'seekBack',
  'seekForward',
  'slower',
  'faster',
  'previousChapter',
  'nextChapter',
  'toggleMute',
  'toggleFullscreen',
  'toggleCaptions',
  'toggleHelp',
  'close',
] as const;
export type PlayerKeyAction = (typeof PLAYER_ACTIONS)[number];

/** The keys of each action, in the order the help panel lists them. */
export const KEYBOARD_SCHEME: readonly { action: PlayerKeyAction; keys: readonly string[] }[] = [
  { action: 'togglePlay', keys: ['Space', 'K'] },
  { action: 'seekBack', keys: ['←'] },
  { action: 'seekForward', keys: ['→'] },
  { action: 'slower', keys: ['Shift', '<'] },
  { action: 'faster', keys: ['Shift', '>'] },
  { action: 'previousChapter', keys: ['PageUp'] },
  { action: 'nextChapter', keys: ['PageDown'] },
  { action: 'toggleMute', keys: ['M'] },
  { action: 'toggleFullscreen', keys: ['F'] },
  { action: 'toggleCaptions', keys: ['C'] },
  { action: 'toggleHelp', keys: ['?'] },
  { action: 'close', keys: ['Esc'] },
];

/** A key press as the rule needs it (built from a KeyboardEvent by the web). */
export interface PlayerKeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** Lower-case tag name of the event target (input, select, textarea, button …). */
  targetTag?: string | null;
  /** The target (or an ancestor) is contenteditable. */
  targetEditable?: boolean;
  /** ARIA role of the target: a focused slider keeps its own arrow keys. */
  targetRole?: string | null;
}

const TYPING_TAGS = new Set(['input', 'select', 'textarea']);

/**
 * Maps a key press to an action, or null when the player must leave it alone: keys typed into
 * fields, shortcuts of the browser or OS (Ctrl/Alt/Meta), and arrows on a focused slider.
 */
export function actionForKey(press: PlayerKeyPress): PlayerKeyAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  if (press.targetEditable) return null;
  if (press.targetTag && TYPING_TAGS.has(press.targetTag.toLowerCase())) return null;
  const onSlider = press.targetRole === 'slider';
  // A focused button activates itself on Space; toggling play as well would undo its click.
  const onButton = press.targetTag?.toLowerCase() === 'button';
  switch (press.key) {
    case ' ':
    case 'Spacebar':
      return onButton ? null : 'togglePlay';
    case 'k':
    case 'K':
      return 'togglePlay';
    case 'ArrowLeft':
      return onSlider ? null : 'seekBack';
    case 'ArrowRight':
      return onSlider ? null : 'seekForward';
    case '<':
      return 'slower';
    case '>':
      return 'faster';
    // Keyboards that report the unshifted key with Shift held.
    case ',':
      return press.shiftKey ? 'slower' : null;
    case '.':
      return press.shiftKey ? 'faster' : null;
    case 'PageUp':
      return onSlider ? null : 'previousChapter';
    case 'PageDown':
      return onSlider ? null : 'nextChapter';
    case 'm':
    case 'M':
      return 'toggleMute';
    case 'f':
    case 'F':
      return 'toggleFullscreen';
    case 'c':
    case 'C':
      return 'toggleCaptions';
    case '?':
      return 'toggleHelp';
    case 'Escape':
    case 'Esc':
      return 'close';
    default:
      return null;
  }
}
