import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import styles from './Pager.module.css';

/** Previous and next page links around "Page 2 of 9"; a single page shows nothing. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf(page: number): string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = (target: number, direction: 'previous' | 'next') => {
    const disabled = target < 1 || target > pages;
    return (
      <ButtonLink
        to={hrefOf(disabled ? page : target)}
        variant="secondary"
        size="sm"
        className={disabled ? styles.disabled : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : undefined}
        icon={<Icon name={direction === 'previous' ? 'arrow-left' : 'arrow-right'} size={16} />}
        data-testid={`pager-${direction}`}
      >
        {t(`marketplace.pager.${direction}`)}
      </ButtonLink>
    );
  };
  return (
    <nav className={styles.pager} aria-label={t('marketplace.pager.label')} data-testid="pager">
      {link(page - 1, 'previous')}
      <span className={styles.status} aria-current="page">
        {t('marketplace.pager.status', { page, pages })}
      </span>
      {link(page + 1, 'next')}
    </nav>
  );
}
