import { useTranslation } from 'react-i18next';
import { PlayerIcon } from '../core/icons';
import type { ReaderLocation, ReaderStatus } from './useEpubReader';

/**
 * Turns one page back or forward (the large turns beside the page, the small ones in the footer):
 * off until the book is ready, and at the book's first or last page.
 */
export function PageTurnButton({
  direction,
  status,
  location,
  onClick,
  className,
  iconSize,
  withTooltip = false,
}: {
  direction: 'previous' | 'next';
  status: ReaderStatus;
  location: ReaderLocation | null;
  onClick(): void;
  className: string | undefined;
  iconSize: number;
  /** Also names the turn in a tooltip (the large turns, an arrow alone beside the page). */
  withTooltip?: boolean;
}) {
  const { t } = useTranslation();
  const previous = direction === 'previous';
  const label = previous ? t('players-reader.ebook.previousPage') : t('players-reader.ebook.nextPage');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={withTooltip ? label : undefined}
      disabled={status !== 'ready' || (previous ? location?.atStart : location?.atEnd)}
      onClick={onClick}
    >
      <PlayerIcon name={previous ? 'chevron-left' : 'chevron-right'} size={iconSize} />
    </button>
  );
}
