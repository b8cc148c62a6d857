import { useTranslation } from 'react-i18next';
import type { PublicDraw } from '../api';
import { formatCount, formatEastern } from '../format';
import type { DrawPhase } from '../phase';
import { PhaseBadge } from './PhaseBadge';
import styles from './Draws.module.css';

/** The draw's facts: status, period, entrants, total, winner, and when it was drawn and published. */
export function useDrawFacts(draw: PublicDraw, phase: DrawPhase) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return [
    { label: t('draws.facts.status'), value: <PhaseBadge phase={phase} />, testId: 'draw-status' },
    {
      label: t('draws.facts.period'),
      value: t('draws.facts.periodRange', {
        from: formatEastern(draw.opensAt, lang),
        to: formatEastern(draw.closesAt, lang),
      }),
    },
    {
      label: t('draws.facts.entrants'),
      value: draw.uniqueEntrants === null ? t('draws.common.notYet') : formatCount(draw.uniqueEntrants, lang),
      testId: 'draw-entrants',
    },
    {
      label: t('draws.facts.total'),
      value: draw.total === null ? t('draws.common.notYet') : formatCount(draw.total, lang),
    },
    {
      label: t('draws.facts.winner'),
      value: draw.winner ? (
        <code className={styles.mono}>{draw.winner}</code>
      ) : phase === 'rolled_over' || phase === 'unused' ? (
        t('draws.list.noDraw')
      ) : (
        t('draws.common.notYet')
      ),
      testId: 'draw-winner',
    },
    ...(draw.drawnAt ? [{ label: t('draws.facts.drawnAt'), value: formatEastern(draw.drawnAt, lang) }] : []),
    ...(draw.publishedAt
      ? [{ label: t('draws.facts.publishedAt'), value: formatEastern(draw.publishedAt, lang) }]
      : []),
  ];
}
