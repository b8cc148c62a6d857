import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { formatNumber } from '../../../app/format';
import { GAME_SESSION_CREDITS } from './game-session';
import { useGameSessionCredits } from './useGameSessionCredits';
import styles from './GameSessionCredits.module.css';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The game player's line about credits (clickplay, balance above 0; nothing elsewhere): how long
 * until this session earns its credits, then that they were added, or why the server refused.
 */
export function GameSessionCredits(props: { gameId: string; title: string; playedSeconds: number }) {
  const { t, i18n } = useTranslation();
  const view = useGameSessionCredits(props);
  if (view.kind === 'none') return null;
  const credits = formatNumber(GAME_SESSION_CREDITS, i18n.language);
  return (
    <p
      className={[
        styles.line,
        view.kind === 'earned' ? styles.earned : '',
        view.kind === 'refused' ? styles.refused : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid="game-credits"
      data-state={view.kind}
      // Only the outcome is announced; the countdown would speak every second.
      role={view.kind === 'earned' || view.kind === 'refused' ? 'status' : undefined}
    >
      <Icon name="bolt" size={13} strokeWidth={2.5} />
      {view.kind === 'playing'
        ? t('wallet.credits.playing', { count: GAME_SESSION_CREDITS, credits, time: clock(view.secondsLeft) })
        : view.kind === 'sending'
          ? t('wallet.credits.sending', { count: GAME_SESSION_CREDITS, credits })
          : view.kind === 'earned'
            ? t('wallet.credits.earned', {
                count: view.credits,
                credits: formatNumber(view.credits, i18n.language),
              })
            : view.message}
    </p>
  );
}
