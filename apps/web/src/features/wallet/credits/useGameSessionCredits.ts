import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chooseLayout } from '@member-area/domain';
import { useBoot } from '../../../app/BootContext';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { useRefreshBalances } from '../hooks';
import { addCreditsMutation, gameCreditsQuery, walletKeys } from '../queries';
import { GAME_SESSION_CREDITS, gameSessionCredit, gameSessionRequestId } from './game-session';

export type GameSessionCreditView =
  | { kind: 'none' }
  | { kind: 'playing'; secondsLeft: number }
  | { kind: 'sending' }
  | { kind: 'earned'; credits: number }
  /** The server refused (e.g. today's limit reached), in the member's language. */
  | { kind: 'refused'; message: string };

const newSessionId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The credits of one game session (one opening of the game player; a restart stays in it):
 * `playedSeconds` is the player's clock, which starts from earlier sessions' time, so the session
 * counts from the value it opened with. When the session is due (game-session.ts), the credits are
 * added once under the session's requestId and every balance on screen is read again.
 */
export function useGameSessionCredits({
  gameId,
  title,
  playedSeconds,
}: {
  gameId: string;
  title: string;
  playedSeconds: number;
}): GameSessionCreditView {
  const { t } = useTranslation();
  const { brand } = useBoot();
  const errorMessage = useResultErrorMessage();
  const refresh = useRefreshBalances();
  const openedAt = useRef(playedSeconds);
  const sessionId = useRef(newSessionId());
  const [outcome, setOutcome] = useState<GameSessionCreditView | null>(null);
  const member = useQuery({
    queryKey: walletKeys.gameCredits,
    queryFn: async () => (await gqlRequest(gameCreditsQuery)).member.info,
    meta: { quiet: true },
  });

  const info = member.data;
  const state = info
    ? gameSessionCredit({
        layout: chooseLayout(info.tags, brand?.tags ?? [], brand?.template),
        balance: info.wallet.coins,
        sessionSeconds: playedSeconds - openedAt.current,
      })
    : ({ kind: 'none' } as const);
  const due = state.kind === 'due' && outcome === null;

  // The latest texts and callbacks, for the one call a session makes.
  const latest = useRef({ t, title, errorMessage, refresh, gameId });
  latest.current = { t, title, errorMessage, refresh, gameId };

  useEffect(() => {
    if (!due) return;
    setOutcome({ kind: 'sending' });
    const {
      t: translate,
      title: name,
      errorMessage: messageOf,
      refresh: reread,
      gameId: game,
    } = latest.current;
    const add = async () => {
      try {
        ensureSucceeded(
          (
            await gqlRequest(addCreditsMutation, {
              amount: GAME_SESSION_CREDITS,
              description: translate('wallet.credits.gameLine', { title: name }),
              requestId: gameSessionRequestId(game, sessionId.current),
            })
          ).member.addCredits,
        );
        setOutcome({ kind: 'earned', credits: GAME_SESSION_CREDITS });
        await reread();
      } catch (failure) {
        setOutcome({ kind: 'refused', message: messageOf(failure) });
      }
    };
    void add();
  }, [due]);

  if (outcome) return outcome;
  return state.kind === 'due' ? { kind: 'sending' } : state;
}
