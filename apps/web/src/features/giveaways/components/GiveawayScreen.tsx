import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { FactList } from '../../../ui/FactList';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { formatDate, formatNumber } from '../../account';
import { useGiveaway } from '../hooks';
import styles from './GiveawayScreen.module.css';

/** Where a member's giveaways are listed: the way back from a giveaway, found or not. */
const ACCOUNT_GIVEAWAYS = '/account/giveaways';

/**
 * giveaways/id/{id}: what the server knows about a giveaway today (the member's entries in it), and
 * the giveaways screen's own not-found state for anything else, with the way back to the member's
 * giveaways. The prize, dates and draw come with the giveaways issue's catalogue.
 */
export function GiveawayScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const giveaway = useGiveaway(id);
  const data = giveaway.data;
  useDocumentTitle(
    data ? data.name : giveaway.isPending ? t('menu.giveaways') : t('giveaways.notFound.title'),
  );

  const back = (
    <Link to={ACCOUNT_GIVEAWAYS} className={styles.back}>
      <Icon name="arrow-left" size={16} />
      {t('account.giveaways.title')}
    </Link>
  );

  if (giveaway.isPending) {
    return (
      <div className={styles.page} data-testid="giveaway-loading" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('giveaways.detail.loading')}
        </span>
        <Skeleton width={180} height={18} />
        <Skeleton width="60%" height={36} />
        <Skeleton height={140} />
      </div>
    );
  }
  if (giveaway.isError) return null; // the query cache sends the member to the error screen

  if (!data) {
    return (
      <div className={styles.page}>
        {/* The screen keeps its page heading; the not-found state below carries the visible one. */}
        <h1 className="visually-hidden">{t('menu.giveaways')}</h1>
        {back}
        <EmptyState
          icon="giveaways"
          title={t('giveaways.notFound.title')}
          data-testid="giveaway-not-found"
          actions={
            <>
              <ButtonLink to={ACCOUNT_GIVEAWAYS}>{t('account.giveaways.title')}</ButtonLink>
              <ButtonLink to="/" variant="secondary" icon={<Icon name="home" size={18} />}>
                {t('common.goHome')}
              </ButtonLink>
            </>
          }
        >
          {t('giveaways.notFound.body')}
        </EmptyState>
      </div>
    );
  }

  return (
    <article className={styles.page} data-testid="giveaway-page">
      {back}
      <header className={styles.head}>
        <span className={styles.kind}>
          {t(`account.giveaways.kind.${data.category}`, { defaultValue: data.category })}
        </span>
        <h1 className={styles.title}>{data.name}</h1>
      </header>
      <section className={styles.card}>
        <FactList
          size="lg"
          items={[
            {
              label: t('giveaways.detail.yourEntries'),
              value: formatNumber(data.entries, i18n.language),
              testId: 'giveaway-entries',
            },
            {
              label: t('giveaways.detail.firstEntry'),
              value: formatDate(data.startDate, i18n.language),
            },
            { label: t('giveaways.detail.lastEntry'), value: formatDate(data.endDate, i18n.language) },
          ]}
        />
        <p className={styles.note}>{t('giveaways.detail.winnerNote')}</p>
      </section>
    </article>
  );
}
