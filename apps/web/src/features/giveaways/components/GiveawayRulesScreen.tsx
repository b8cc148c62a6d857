import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  DRAW_MIN_UNIQUE_ENTRIES,
  SCROLL_TO_TOP_DELAY_MS,
  DRAW_TIME_ZONE,
  MINIMUM_AGE,
  PAST_GIVEAWAYS_VISIBLE_HOURS,
  SWEEP_BLOCKED_COUNTRIES,
  WINNER_ANNOUNCED_WITHIN_DAYS,
} from '@member-area/domain';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { GiveawayRulesQuery } from '../../../gql/graphql';
import { countryList, countryName, formatCount, formatMoment, knownTimeZone, timeZoneName } from '../format';
import { useGiveawayRules } from '../hooks';
import { paths } from '../paths';
import styles from './GiveawayRulesScreen.module.css';

type Sponsor = NonNullable<GiveawayRulesQuery['sweep']['byId']>['sponsor'];

/** The postal entry's lines, in the order the envelope's card lists them (SPEC.md 5 "Postal entry"). */
const POSTAL_LINES = ['name', 'address', 'city', 'postcode', 'phone', 'email', 'giveaway'] as const;

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: Parameters<typeof Icon>[0]['name'];
  children: ReactNode;
}) {
  return (
    <section className={styles.section} id={id} aria-labelledby={`${id}-title`} data-testid={`rules-${id}`}>
      <h2 className={styles.sectionTitle} id={`${id}-title`}>
        <span className={styles.sectionIcon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        {title}
      </h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

/** The sponsor's postal address as lines (company, street, city with state and post code, country). */
function AddressBlock({ sponsor, language }: { sponsor: Sponsor; language: string }) {
  const cityLine = [sponsor.city, [sponsor.state, sponsor.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address className={styles.address} data-testid="rules-sponsor-address">
      <strong>{sponsor.companyName}</strong>
      <span>{sponsor.address}</span>
      <span>{cityLine}</span>
      <span>{countryName(sponsor.countryCode, language)}</span>
    </address>
  );
}

/**
 * Opened at a section (the giveaway page's "free entry by post" link): scrolls there once the rules
 * are on screen, after the shell's scroll to the top of a new page (SPEC.md 2, 100 ms) has started.
 */
function useScrollToSection(hash: string, ready: boolean) {
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let frame = 0;
    const timer = window.setTimeout(() => {
      frame = window.requestAnimationFrame(() => document.getElementById(hash.slice(1))?.scrollIntoView());
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [hash, ready]);
}

/**
 * giveaways/id/{id}/rules: one giveaway's contest rules (issue 12): the sponsor (the brand's company
 * and address), the entry period in Eastern Time and in the member's time zone (Intl with named zones),
 * eligibility (18+, blocked countries), no purchase necessary and the free entry by post with its
 * instructions, odds, the monthly draw's rules and the public draw record.
 */
export function GiveawayRulesScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useGiveawayRules(id);
  const data = query.data?.giveaway;
  useDocumentTitle(data ? t('giveaways.rules.docTitle', { name: data.name }) : t('giveaways.rules.heading'));
  useScrollToSection(useLocation().hash, Boolean(data));

  if (query.isPending) {
    return (
      <div className={styles.page} data-testid="rules-loading" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('giveaways.rules.loading')}
        </span>
        <Skeleton width={160} height={18} />
        <Skeleton width="70%" height={36} />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={120} />
        ))}
      </div>
    );
  }
  if (query.isError) return null; // the query cache sends the member to the error screen
  if (!data) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{t('giveaways.rules.heading')}</h1>
        <EmptyState
          icon="giveaways"
          title={t('giveaways.notFound.title')}
          data-testid="giveaway-not-found"
          actions={<ButtonLink to={paths.list()}>{t('giveaways.detail.back')}</ButtonLink>}
        >
          {t('giveaways.notFound.body')}
        </EmptyState>
      </div>
    );
  }

  const memberZone = knownTimeZone(query.data.timeZone);
  const sponsor = data.sponsor;
  const count = (value: number) => formatCount(value, lang);

  return (
    <article className={styles.page} data-testid="rules-page">
      <Link to={paths.giveaway(data.id)} className={styles.back}>
        <Icon name="arrow-left" size={16} />
        {t('giveaways.rules.back', { name: data.name })}
      </Link>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('giveaways.rules.heading')}</p>
        <h1 className={styles.title}>{data.name}</h1>
        <p className={styles.ref}>{t('giveaways.rules.ref', { ref: data.refNumber })}</p>
      </header>

      <p className={styles.banner} data-testid="rules-no-purchase">
        <strong>{t('giveaways.rules.noPurchase')}</strong> {t('giveaways.rules.noPurchaseBody')}
      </p>

      <nav className={styles.toc} aria-label={t('giveaways.rules.contents')}>
        <a href="#period">{t('giveaways.rules.period.title')}</a>
        <a href="#postal">{t('giveaways.rules.postal.title')}</a>
        <a href="#draw">{t('giveaways.rules.draw.title')}</a>
        <a href="#sponsor">{t('giveaways.rules.sponsor.title')}</a>
      </nav>

      <Section id="sponsor" title={t('giveaways.rules.sponsor.title')} icon="map-pin">
        <p data-testid="rules-sponsor-text">
          {t('giveaways.rules.sponsor.body', { company: sponsor.companyName })}
        </p>
        <AddressBlock sponsor={sponsor} language={lang} />
      </Section>

      <Section id="eligibility" title={t('giveaways.rules.eligibility.title')} icon="user">
        <p>{t('giveaways.rules.eligibility.age', { age: MINIMUM_AGE })}</p>
        <p>
          {t('giveaways.rules.eligibility.countries', {
            countries: countryList(SWEEP_BLOCKED_COUNTRIES, lang),
          })}
        </p>
        {data.memberOnly ? <p>{t('giveaways.rules.eligibility.memberOnly')}</p> : null}
      </Section>

      <Section id="period" title={t('giveaways.rules.period.title')} icon="clock">
        <p>{t('giveaways.rules.period.body')}</p>
        <dl className={styles.periods}>
          <div className={styles.period} data-testid="rules-period-eastern">
            <dt>{t('giveaways.rules.period.eastern', { zone: timeZoneName(DRAW_TIME_ZONE, lang) })}</dt>
            <dd>
              {t('giveaways.rules.period.range', {
                start: formatMoment(data.startDate, lang, DRAW_TIME_ZONE),
                end: formatMoment(data.endDate, lang, DRAW_TIME_ZONE),
              })}
            </dd>
          </div>
          <div className={styles.period} data-testid="rules-period-local">
            <dt>{t('giveaways.rules.period.local', { zone: timeZoneName(memberZone, lang) })}</dt>
            <dd>
              {t('giveaways.rules.period.range', {
                start: formatMoment(data.startDate, lang, memberZone),
                end: formatMoment(data.endDate, lang, memberZone),
              })}
            </dd>
          </div>
        </dl>
      </Section>

      <Section id="enter" title={t('giveaways.rules.enter.title')} icon="ticket">
        {data.category === 'monthly_exclusive' ? (
          <p>{t('giveaways.rules.enter.monthly')}</p>
        ) : (
          <p>{t('giveaways.rules.enter.paid')}</p>
        )}
        <p>{t('giveaways.rules.enter.free')}</p>
      </Section>

      <Section id="postal" title={t('giveaways.rules.postal.title')} icon="mail">
        <p>{t('giveaways.rules.postal.intro')}</p>
        <ol className={styles.postalList} data-testid="rules-postal-lines">
          {POSTAL_LINES.map((line) => (
            <li key={line}>
              {t(`giveaways.rules.postal.lines.${line}`, { name: data.name, ref: data.refNumber })}
            </li>
          ))}
        </ol>
        <p>{t('giveaways.rules.postal.mailTo')}</p>
        <AddressBlock sponsor={sponsor} language={lang} />
        <p>{t('giveaways.rules.postal.conditions')}</p>
        <p className={styles.fine}>{t('giveaways.rules.postal.invalid')}</p>
      </Section>

      <Section id="odds" title={t('giveaways.rules.odds.title')} icon="sparkles">
        <p>{t('giveaways.rules.odds.body')}</p>
      </Section>

      <Section id="draw" title={t('giveaways.rules.draw.title')} icon="trophy">
        <ul className={styles.bullets}>
          <li>{t('giveaways.rules.draw.monthly')}</li>
          <li>{t('giveaways.rules.draw.minimum', { minimum: count(DRAW_MIN_UNIQUE_ENTRIES) })}</li>
          <li>{t('giveaways.rules.draw.oneWinner')}</li>
          <li>{t('giveaways.rules.draw.announced', { days: WINNER_ANNOUNCED_WITHIN_DAYS })}</li>
          <li>{t('giveaways.rules.draw.visible', { hours: PAST_GIVEAWAYS_VISIBLE_HOURS })}</li>
        </ul>
        <p>{t('giveaways.rules.draw.verifiable')}</p>
        {data.drawId ? (
          <p>
            <Link to={paths.draw(data.drawId)} className={styles.inlineLink} data-testid="rules-draw-link">
              {t('giveaways.rules.draw.record')}
            </Link>
          </p>
        ) : null}
      </Section>

      <Section id="prize" title={t('giveaways.rules.prize.title')} icon="gift">
        <p>
          <strong>{data.productName}</strong>
        </p>
        <p>{data.prizeDescription}</p>
        <p>{t('giveaways.rules.prize.claim')}</p>
      </Section>
    </article>
  );
}
