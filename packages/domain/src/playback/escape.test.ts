import { describe, expect, it } from 'vitest';
import { escapeOutcome, layerToEscape, type PlayerLayer } from './escape';

const menu = (order: number): PlayerLayer => ({ kind: 'menu', order });
const dialog = (order: number): PlayerLayer => ({ kind: 'dialog', order });
const panel = (order: number): PlayerLayer => ({ kind: 'panel', order });

describe('layerToEscape (Escape closes only the innermost open thing)', () => {
  it.each<[string, PlayerLayer[], PlayerLayer | null]>([
    ['nothing open', [], null],
    ['a lone panel', [panel(1)], panel(1)],
    ['a menu before the panel it was opened over', [panel(1), menu(2)], menu(2)],
    ['a menu before a dialog, whatever the order', [menu(1), dialog(2)], menu(1)],
    ['a dialog before a panel', [dialog(1), panel(2)], dialog(1)],
    ['of two panels, the one opened last', [panel(4), panel(7), panel(5)], panel(7)],
    ['of two menus, the one opened last', [menu(2), panel(9), menu(3)], menu(3)],
  ])('%s', (_name, open, expected) => {
    expect(layerToEscape(open)).toEqual(expected);
  });
});

describe('escapeOutcome', () => {
  const base = { handled: false, foreignOpen: false, layers: [] as PlayerLayer[], full: true };

  it('closes the full-screen player when nothing is open over it', () => {
    expect(escapeOutcome(base)).toEqual({ close: 'player' });
  });

  it('closes the open menu, not the player', () => {
    expect(escapeOutcome({ ...base, layers: [panel(1), menu(2)] })).toEqual({
      close: 'layer',
      layer: menu(2),
    });
  });

  it('leaves the player open when a menu of the app (add to playlist) already took the key', () => {
    expect(escapeOutcome({ ...base, handled: true })).toEqual({ close: 'nothing' });
  });

  it('leaves the player and its panels open while a menu or dialog of the app is open', () => {
    expect(escapeOutcome({ ...base, foreignOpen: true, layers: [panel(1)] })).toEqual({
      close: 'nothing',
    });
  });

  it('does not close the mini-player, but still closes a layer of it', () => {
    expect(escapeOutcome({ ...base, full: false })).toEqual({ close: 'nothing' });
    expect(escapeOutcome({ ...base, full: false, layers: [menu(1)] })).toEqual({
      close: 'layer',
      layer: menu(1),
    });
  });
});
