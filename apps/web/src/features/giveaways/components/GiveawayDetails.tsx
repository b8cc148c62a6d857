import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DRAW_TIME_ZONE, WINNER_ANNOUNCED_WITHIN_DAYS } from '@member-area/domain';
import { Icon } from '../../../ui/Icon';
import type { SweepCardState } from '@member-area/domain';
import { timeZoneName } from '../format';
import type { GiveawayDetail } from '../hooks';
import { paths } from '../paths';
import { entryPeriodText } from '../period';
import { GiveawayStatus } from './GiveawayStatus';
import { PeriodMomentText } from './PeriodMomentText';
import styles from './GiveawayScreen.module.css';

/** The giveaway's state, category and member-only chips, its name and its prize's product. */
export function GiveawayHead({
  giveaway: data,
  state,
}: {
  giveaway: GiveawayDetail;
  state: SweepCardState | null;
}) {
  const { t } = useTranslation();
  return (
    <header className={styles.head}>
      <div className={styles.chips}>
        <GiveawayStatus state={state} className={styles.status} />
        <span className={styles.chip}>
          {t(`giveaways.category.${data.category}`, { defaultValue: data.category })}
        </span>
        {data.memberOnly ? <span className={styles.chip}>{t('giveaways.memberOnly')}</span> : null}
      </div>
      <h1 className={styles.title}>{data.name}</h1>
      <p className={styles.product}>{data.productName}</p>
    </header>
  );
}

/** What is won, in the giveaway's words. */
export function GiveawayPrize({ giveaway: data }: { giveaway: GiveawayDetail }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="giveaway-prize">
      <h2 className={styles.sectionTitle} id="giveaway-prize">
        {t('giveaways.detail.prize')}
      </h2>
      <p className={styles.prose}>{data.prizeDescription}</p>
      {data.description && data.description !== data.prizeDescription ? (
        <p className={styles.prose}>{data.description}</p>
      ) : null}
    </section>
  );
}

/** When the entry period opens and closes, in the member's time zone, and when the winner is known. */
export function GiveawayWhen({ giveaway: data, timeZone }: { giveaway: GiveawayDetail; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const period = entryPeriodText(data.startDate, data.endDate, lang, timeZone);
  return (
    <section className={styles.section} aria-labelledby="giveaway-when">
      <h2 className={styles.sectionTitle} id="giveaway-when">
        {t('giveaways.detail.when')}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('giveaways.detail.opens')}</dt>
          <dd>
            <PeriodMomentText moment={period.opens} testId="giveaway-opens" />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('giveaways.detail.closes')}</dt>
          <dd>
            <PeriodMomentText moment={period.closes} testId="giveaway-closes" />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('giveaways.detail.ref')}</dt>
          <dd>{data.refNumber}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('giveaways.detail.zoneNote', { zone: timeZoneName(DRAW_TIME_ZONE, lang) })}{' '}
        {t('giveaways.detail.winnerNote', { days: WINNER_ANNOUNCED_WITHIN_DAYS })}
      </p>
    </section>
  );
}

/** The ways to the contest rules and to the free entry by post. */
export function GiveawayLinks({ giveaway: data }: { giveaway: GiveawayDetail }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.links} aria-label={t('giveaways.detail.more')}>
      <Link to={paths.rules(data.id)} className={styles.linkCard} data-testid="giveaway-rules-link">
        <Icon name="book-open" size={20} />
        <span>
          <strong>{t('giveaways.detail.rules')}</strong>
          <small>{t('giveaways.detail.rulesHint')}</small>
        </span>
        <Icon name="chevron-right" size={18} />
      </Link>
      <Link
        to={`${paths.rules(data.id)}#postal`}
        className={styles.linkCard}
        data-testid="giveaway-postal-link"
      >
        <Icon name="mail" size={20} />
        <span>
          <strong>{t('giveaways.detail.postal')}</strong>
          <small>{t('giveaways.detail.postalHint')}</small>
        </span>
        <Icon name="chevron-right" size={18} />
      </Link>
    </nav>
  );
}
