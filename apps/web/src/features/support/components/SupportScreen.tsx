import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MEDIA_TYPES } from '@member-area/domain';
import { useBrand } from '../../../app/BootContext';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { TextField } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { SelectField } from '../../../ui/SelectField';
import { Skeleton } from '../../../ui/Skeleton';
import { ReportProblemDialog } from '../../feedback';
import { useFaq } from '../hooks';
import { matchFaq } from '../search';
import styles from './SupportScreen.module.css';

const SKELETON_ROWS = 4;

/**
 * faq and support (SPEC.md 2: one screen at both routes): the brand's questions with a search in
 * the member's language, the brand's support e-mail and phones, and the problem-report form of
 * features/feedback for the kinds of title it covers.
 */
export function SupportScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.title'));
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <Icon name="support" size={24} />
        </span>
        <div>
          <h1 className={styles.title}>{t('support.title')}</h1>
          <p className={styles.lead}>{t('support.lead')}</p>
        </div>
      </header>
      <div className={styles.columns}>
        <FaqSection />
        <aside className={styles.side}>
          <ContactCard />
          <ReportCard />
        </aside>
      </div>
    </div>
  );
}

function FaqSection() {
  const { t, i18n } = useTranslation();
  const faq = useFaq();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const headingId = useId();
  const matches = useMemo(
    () => (faq.data ? matchFaq(faq.data, deferred, i18n.language) : []),
    [faq.data, deferred, i18n.language],
  );

  if (faq.isError) return null; // raised to the route's error screen (SPEC.md 8)
  const searching = deferred.trim().length > 0;
  return (
    <section className={styles.faq} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('support.faq.title')}
      </h2>
      <search className={styles.search}>
        <TextField
          type="search"
          label={t('support.faq.searchLabel')}
          placeholder={t('support.faq.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="faq-search"
        />
      </search>
      <p className={styles.count} role="status" aria-live="polite" data-testid="faq-count">
        {faq.data && searching ? t('support.faq.matches', { count: matches.length }) : ''}
      </p>
      {faq.isPending ? (
        <ul className={styles.list} aria-busy="true" aria-label={t('support.faq.loading')}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i}>
              <Skeleton height={56} radius={12} />
            </li>
          ))}
        </ul>
      ) : faq.data.length === 0 ? (
        <EmptyState icon="info" title={t('support.faq.empty')} data-testid="faq-empty" />
      ) : matches.length === 0 ? (
        <EmptyState icon="search" title={t('support.faq.noMatch')} data-testid="faq-no-match">
          {t('support.faq.noMatchHint')}
        </EmptyState>
      ) : (
        <ul className={styles.list} data-testid="faq-list">
          {matches.map((entry) => (
            <li key={entry.id}>
              {/* Native disclosure: keyboard (Enter, Space) and screen readers get it for free. */}
              <details className={styles.entry}>
                <summary className={styles.question}>
                  <span>{entry.question}</span>
                  <Icon name="plus" size={18} />
                </summary>
                <p className={styles.answer}>{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContactCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  const headingId = useId();
  if (!brand) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="support-contacts">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('support.contact.title')}
      </h2>
      <p className={styles.muted}>{t('support.contact.lead', { brand: brand.name })}</p>
      <dl className={styles.contacts}>
        <div>
          <dt>
            <Icon name="mail" size={16} /> {t('support.contact.email')}
          </dt>
          <dd>
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </dd>
        </div>
        {brand.phones.length > 0 ? (
          <div>
            <dt>
              <Icon name="support" size={16} /> {t('support.contact.phones', { count: brand.phones.length })}
            </dt>
            {brand.phones.map((phone) => (
              <dd key={phone}>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            ))}
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function ReportCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  const headingId = useId();
  const types = FEEDBACK_MEDIA_TYPES.filter((type) => brand?.mediaTypes.includes(type));
  const [mediaType, setMediaType] = useState<string>(types[0] ?? 'movie');
  const [open, setOpen] = useState(false);
  if (types.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('support.report.title')}
      </h2>
      <p className={styles.muted}>{t('support.report.lead')}</p>
      <SelectField
        label={t('support.report.mediaType')}
        options={types.map((type) => ({ value: type, label: t(`menu.${type}`) }))}
        value={mediaType}
        onChange={(e) => setMediaType(e.target.value)}
      />
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="support-report"
      >
        {t('support.report.open')}
      </Button>
      <ReportProblemDialog
        open={open}
        onClose={() => setOpen(false)}
        mediaType={mediaType}
        mediaId={null}
        mediaTitle={t(`menu.${mediaType}`)}
      />
    </section>
  );
}
