import { describe, expect, it } from 'vitest';
import { isValidCreditRequestId } from '@member-area/domain';
import {
  GAME_SESSION_CREDITS,
  GAME_SESSION_MIN_SECONDS,
  gameSessionCredit,
  gameSessionRequestId,
} from './game-session';

describe('gameSessionCredit (SPEC.md 5: credits on the clickplay layout, only while the balance is above 0)', () => {
  it.each([
    ['clickplay, balance above 0, just started', 'clickplay', 40, 0, { kind: 'playing', secondsLeft: 60 }],
    ['clickplay, halfway', 'clickplay', 40, 30.7, { kind: 'playing', secondsLeft: 30 }],
    [
      'clickplay, a second short',
      'clickplay',
      1,
      GAME_SESSION_MIN_SECONDS - 1,
      { kind: 'playing', secondsLeft: 1 },
    ],
    ['clickplay, played long enough', 'clickplay', 1, GAME_SESSION_MIN_SECONDS, { kind: 'due' }],
    ['clickplay, played longer', 'clickplay', 40, 3600, { kind: 'due' }],
    ['clickplay with a balance of 0', 'clickplay', 0, 3600, { kind: 'none' }],
    ['clickplay with the balance not read yet', 'clickplay', null, 3600, { kind: 'none' }],
    ['the clickcoins layout', 'clickcoins', 1250, 3600, { kind: 'none' }],
    ['the default layout', 'default', 100, 3600, { kind: 'none' }],
    ['the vpn layout', 'vpn', 100, 3600, { kind: 'none' }],
  ] as const)('%s', (_name, layout, balance, sessionSeconds, expected) => {
    expect(gameSessionCredit({ layout, balance, sessionSeconds })).toEqual(expected);
  });

  it('earns a whole, positive number of credits', () => {
    expect(Number.isInteger(GAME_SESSION_CREDITS) && GAME_SESSION_CREDITS > 0).toBe(true);
  });
});

describe('gameSessionRequestId', () => {
  it('is a key the server accepts, one per game and session', () => {
    const id = gameSessionRequestId('3001', 'k2j4-x9');
    expect(id).toBe('game:3001:k2j4-x9');
    expect(isValidCreditRequestId(id)).toBe(true);
    expect(gameSessionRequestId('3001', 'other')).not.toBe(id);
  });

  it('drops characters the server refuses and stays within its length', () => {
    const id = gameSessionRequestId('a b/c', 'x'.repeat(300));
    expect(id.startsWith('game:abc:')).toBe(true);
    expect(isValidCreditRequestId(id)).toBe(true);
  });
});
