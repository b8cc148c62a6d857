import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DRAW_MIN_UNIQUE_ENTRIES,
  DRAW_TIME_ZONE,
  MINIMUM_AGE,
  PAST_GIVEAWAYS_VISIBLE_HOURS,
  WINNER_ANNOUNCED_WITHIN_DAYS,
  sweepBlockedCountries,
} from '@member-area/domain';
import { useBrand } from '../../../app/BootContext';
import { Icon } from '../../../ui/Icon';
import type { GiveawayRulesQuery } from '../../../gql/graphql';
import { countryList, countryName, formatCount, formatMoment, timeZoneName } from '../format';
import { paths } from '../paths';
import styles from './GiveawayRulesScreen.module.css';

type Rules = NonNullable<GiveawayRulesQuery['sweep']['byId']>;
type Sponsor = Rules['sponsor'];

/** The postal entry's lines, in the order the envelope's card lists them (SPEC.md 5 "Postal entry"). */
const POSTAL_LINES = ['name', 'address', 'city', 'postcode', 'phone', 'email', 'giveaway'] as const;

export function Section({
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

/** The sponsor: the brand's company and its postal address. */
export function SponsorSection({ sponsor }: { sponsor: Sponsor }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Section id="sponsor" title={t('giveaways.rules.sponsor.title')} icon="map-pin">
      <p data-testid="rules-sponsor-text">
        {t('giveaways.rules.sponsor.body', { company: sponsor.companyName })}
      </p>
      <AddressBlock sponsor={sponsor} language={lang} />
    </Section>
  );
}

/** Who may enter: the minimum age, the blocked countries, members only. */
export function EligibilitySection({ giveaway: data }: { giveaway: Rules }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // The brand's own blocked countries (console) refuse entries too, so the rules name them.
  const blocked = sweepBlockedCountries(useBrand()?.sweepBlockedCountries ?? []);
  return (
    <Section id="eligibility" title={t('giveaways.rules.eligibility.title')} icon="user">
      <p>{t('giveaways.rules.eligibility.age', { age: MINIMUM_AGE })}</p>
      <p>
        {t('giveaways.rules.eligibility.countries', {
          countries: countryList(blocked, lang),
        })}
      </p>
      {data.memberOnly ? <p>{t('giveaways.rules.eligibility.memberOnly')}</p> : null}
    </Section>
  );
}

/** The entry period in Eastern Time and in the member's time zone. */
export function PeriodSection({ giveaway: data, memberZone }: { giveaway: Rules; memberZone: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
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
  );
}

/** The free entry by post: what the card lists and where it goes. */
export function PostalSection({ giveaway: data }: { giveaway: Rules }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
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
      <AddressBlock sponsor={data.sponsor} language={lang} />
      <p>{t('giveaways.rules.postal.conditions')}</p>
      <p className={styles.fine}>{t('giveaways.rules.postal.invalid')}</p>
    </Section>
  );
}

/** How the winner is drawn, announced and verified. */
export function DrawSection({ giveaway: data }: { giveaway: Rules }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = (value: number) => formatCount(value, lang);
  return (
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
  );
}
