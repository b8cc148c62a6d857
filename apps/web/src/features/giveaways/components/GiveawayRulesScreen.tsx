import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SCROLL_TO_TOP_DELAY_MS } from '@member-area/domain';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Icon } from '../../../ui/Icon';
import { knownTimeZone } from '../format';
import { useGiveawayRules } from '../hooks';
import { paths } from '../paths';
import { RulesLoading, RulesNotFound } from './RulesStates';
import {
  DrawSection,
  EligibilitySection,
  PeriodSection,
  PostalSection,
  Section,
  SponsorSection,
} from './RulesSections';
import styles from './GiveawayRulesScreen.module.css';

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
  const { t } = useTranslation();
  const query = useGiveawayRules(id);
  const data = query.data?.giveaway;
  useDocumentTitle(data ? t('giveaways.rules.docTitle', { name: data.name }) : t('giveaways.rules.heading'));
  useScrollToSection(useLocation().hash, Boolean(data));

  if (query.isPending) return <RulesLoading />;
  if (query.isError) return null; // the query cache sends the member to the error screen
  if (!data) return <RulesNotFound />;

  const memberZone = knownTimeZone(query.data.timeZone);

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

      <SponsorSection sponsor={data.sponsor} />

      <EligibilitySection giveaway={data} />

      <PeriodSection giveaway={data} memberZone={memberZone} />

      <Section id="enter" title={t('giveaways.rules.enter.title')} icon="ticket">
        {data.category === 'monthly_exclusive' ? (
          <p>{t('giveaways.rules.enter.monthly')}</p>
        ) : (
          <p>{t('giveaways.rules.enter.paid')}</p>
        )}
        <p>{t('giveaways.rules.enter.free')}</p>
      </Section>

      <PostalSection giveaway={data} />

      <Section id="odds" title={t('giveaways.rules.odds.title')} icon="sparkles">
        <p>{t('giveaways.rules.odds.body')}</p>
      </Section>

      <DrawSection giveaway={data} />

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
