import { describe, expect, it } from 'vitest';
import { KEYBOARD_SCHEME, PLAYER_ACTIONS, actionForKey, type PlayerKeyPress } from './keyboard';

describe('actionForKey: the one keyboard scheme of docs/players.md', () => {
  it.each<[string, PlayerKeyPress, string | null]>([
    ['Space plays / pauses', { key: ' ' }, 'togglePlay'],
    ['K plays / pauses', { key: 'k' }, 'togglePlay'],
    ['K with Caps Lock plays / pauses', { key: 'K' }, 'togglePlay'],
    ['← goes back', { key: 'ArrowLeft' }, 'seekBack'],
    ['→ goes forward', { key: 'ArrowRight' }, 'seekForward'],
    ['Shift+< is slower', { key: '<', shiftKey: true }, 'slower'],
    ['Shift+> is faster', { key: '>', shiftKey: true }, 'faster'],
    ['Shift+, (layouts that report the unshifted key) is slower', { key: ',', shiftKey: true }, 'slower'],
    ['Shift+. is faster', { key: '.', shiftKey: true }, 'faster'],
    ['a plain comma does nothing', { key: ',' }, null],
    ['PageUp is the previous chapter', { key: 'PageUp' }, 'previousChapter'],
    ['PageDown is the next chapter', { key: 'PageDown' }, 'nextChapter'],
    ['M mutes', { key: 'm' }, 'toggleMute'],
    ['F is fullscreen', { key: 'f' }, 'toggleFullscreen'],
    ['C is subtitles', { key: 'c' }, 'toggleCaptions'],
    ['? opens the help', { key: '?', shiftKey: true }, 'toggleHelp'],
    ['Esc closes', { key: 'Escape' }, 'close'],
    ['other keys do nothing', { key: 'x' }, null],
  ])('%s', (_case, press, action) => {
    expect(actionForKey(press)).toBe(action);
  });

  it.each<[string, PlayerKeyPress]>([
    ['keys typed into an input are ignored', { key: 'k', targetTag: 'input' }],
    ['keys typed into a textarea are ignored', { key: ' ', targetTag: 'TEXTAREA' }],
    ['keys in a select are ignored', { key: 'ArrowLeft', targetTag: 'select' }],
    ['keys in contenteditable are ignored', { key: 'm', targetEditable: true }],
    ['Ctrl+F stays the browser find', { key: 'f', ctrlKey: true }],
    ['Alt+← stays the browser back', { key: 'ArrowLeft', altKey: true }],
    ['Cmd+C stays copy', { key: 'c', metaKey: true }],
    ['a focused slider keeps its own arrows', { key: 'ArrowRight', targetRole: 'slider' }],
    ['Space on a focused button clicks that button only', { key: ' ', targetTag: 'button' }],
  ])('%s', (_case, press) => {
    expect(actionForKey(press)).toBeNull();
  });

  it('Esc and ? still work from a focused button', () => {
    expect(actionForKey({ key: 'Escape', targetTag: 'button' })).toBe('close');
    expect(actionForKey({ key: '?', targetTag: 'button' })).toBe('toggleHelp');
  });

  it('the help panel lists every action once', () => {
    expect(KEYBOARD_SCHEME.map((row) => row.action).sort()).toEqual([...PLAYER_ACTIONS].sort());
  });
});
