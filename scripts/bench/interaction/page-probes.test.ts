import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM bench helper without type declarations
import { inpOf, interactionsOf, longTaskFigures } from './page-probes.mjs';

const event = (interactionId: number, name: string, duration: number) => ({ interactionId, name, duration });

describe('interactionsOf / inpOf', () => {
  it('takes the slowest event of each interaction, worst interaction first', () => {
    const events = [
      event(1, 'pointerdown', 24),
      event(1, 'click', 40),
      event(2, 'keydown', 88),
      event(2, 'keyup', 16),
      event(3, 'keydown', 56),
    ];
    expect(
      interactionsOf(events).map((e: { name: string; duration: number }) => [e.name, e.duration]),
    ).toEqual([
      ['keydown', 88],
      ['keydown', 56],
      ['click', 40],
    ]);
    expect(inpOf(events)).toBe(88);
  });

  it('is 0 when no interaction reached the 16 ms threshold', () => {
    expect(inpOf([])).toBe(0);
  });
});

describe('longTaskFigures', () => {
  it.each([
    { tasks: [], figures: { maxLongTaskMs: 0, longTasksOverLimit: 0, longTasks: 0 } },
    { tasks: [50, 51, 120], figures: { maxLongTaskMs: 120, longTasksOverLimit: 2, longTasks: 3 } },
    { tasks: [50], figures: { maxLongTaskMs: 50, longTasksOverLimit: 0, longTasks: 1 } },
  ])('$tasks', ({ tasks, figures }) => {
    expect(
      longTaskFigures(
        tasks.map((duration) => ({ duration, startTime: 0 })),
        50,
      ),
    ).toEqual(figures);
  });
});
