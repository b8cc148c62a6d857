import { useTranslation } from 'react-i18next';
import type { SweepCardState } from '@member-area/domain';
import { statusTone } from '../card';

/** A giveaway's state as a chip (card and page; its look is the caller's class), none when unknown. */
export function GiveawayStatus({ state, className }: { state: SweepCardState | null; className?: string }) {
  const { t } = useTranslation();
  if (!state) return null;
  return (
    <span className={className} data-tone={statusTone(state)} data-testid="giveaway-status">
      {t(`giveaways.status.${state}`)}
    </span>
  );
}
