import { describe, expect, it } from 'vitest';
import { layerToEscape } from '@member-area/domain';
import { PlayerLayers } from './layers';

describe('PlayerLayers (what Escape can close)', () => {
  it('lists open layers in the order they opened, and forgets a closed one', () => {
    const layers = new PlayerLayers();
    const closePanel = layers.add({ kind: 'panel', close: () => {}, opener: null });
    layers.add({ kind: 'panel', close: () => {}, opener: null });
    expect(layers.list().map((l) => l.order)).toEqual([1, 2]);
    closePanel();
    expect(layers.list().map((l) => l.order)).toEqual([2]);
  });

  it('gives Escape the menu opened over a panel, then the panel', () => {
    const layers = new PlayerLayers();
    const closed: string[] = [];
    layers.add({ kind: 'panel', close: () => closed.push('panel'), opener: null });
    const removeMenu = layers.add({ kind: 'menu', close: () => closed.push('menu'), opener: null });
    layerToEscape(layers.list())?.close();
    removeMenu();
    layerToEscape(layers.list())?.close();
    expect(closed).toEqual(['menu', 'panel']);
  });
});
