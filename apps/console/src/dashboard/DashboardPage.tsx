import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  REPORT_RANGE_PRESETS,
  REVENUE_KINDS,
  presetRange,
  reportRangeProblem,
  type ReportBucket,
} from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import type { DashboardFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ChartFigure, SeriesBarChart } from './charts';
import { dashboardKey } from './dashboard-keys';
import { currenciesOf, noEntries, revenueRows, toMajor, utcToday, type RevenueRow } from './dashboard-view';
import { BrandDashboard, CrossBrandDashboard } from './queries';
import styles from './Dashboard.module.css';

interface Range {
  from: string;
  to: string;
  bucket: ReportBucket;
}

const KIND_COLORS: Record<(typeof REVENUE_KINDS)[number], string> = {
  plans: '#7fb2ff',
  coins: '#f2b84b',
  entries: '#5fd3a5',
  orders: '#e98bd8',
};

/** The formats of the staff member's language; days are UTC days, so they are read in UTC. */
function useFormats() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const number = new Intl.NumberFormat(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const dayFormat = new Intl.DateTimeFormat(lang, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const longDay = new Intl.DateTimeFormat(lang, { timeZone: 'UTC', dateStyle: 'medium' });
  const money = (amountMinor: number, currency: string) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency }).format(toMajor(amountMinor, currency));
  const compactMoney = (amountMinor: number, currency: string) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency, notation: 'compact' }).format(
      toMajor(amountMinor, currency),
    );
  const at = (day: string) => new Date(`${day}T00:00:00.000Z`);
  return {
    number: (n: number) => number.format(n),
    percent: (n: number) => percent.format(n),
    day: (day: string) => dayFormat.format(at(day)),
    longDay: (day: string) => longDay.format(at(day)),
    money,
    compactMoney,
  };
}

/**
 * `/brands/:brandId/dashboard` and `/dashboard` (reports.read): a brand's numbers, or those of every
 * brand the staff member holds, over a range of UTC days, each chart also a table.
 */
export default function DashboardPage({ scope }: { scope: 'brand' | 'all' }) {
  const { t } = useTranslation();
  const params = useParams();
  const brandId = scope === 'brand' ? (params.brandId ?? '') : null;
  const [range, setRange] = useState<Range>(() => ({
    ...presetRange(30, utcToday(new Date())),
    bucket: 'day',
  }));
  const query = useQuery({
    queryKey: dashboardKey(brandId, range.from, range.to, range.bucket),
    queryFn: async () => {
      if (brandId === null) {
        const r = await consoleRequest(CrossBrandDashboard, { range });
        return { brandName: null, dashboard: r.crossBrandDashboard ?? null };
      }
      const r = await consoleRequest(BrandDashboard, { brandId, range });
      return { brandName: r.brand?.name ?? brandId, dashboard: r.dashboard ?? null };
    },
    placeholderData: (previous) => previous,
  });
  const updating = query.isPlaceholderData && query.isFetching;
  const brandName = query.data?.brandName ?? brandId ?? '';
  const title = brandId === null ? t('dashboard.crossTitle') : t('dashboard.titleOf', { brand: brandName });
  useDocumentTitle(title);

  return (
    <>
      {brandId === null ? (
        <div className="console-page-header">
          <h1 className="console-page-title">{title}</h1>
        </div>
      ) : (
        <BrandPageHeader brandId={brandId} brandName={brandName} title={title} sections />
      )}
      <RangeControls range={range} onChange={setRange} />
      {/* Another range keeps the last figures on screen while its own load: said, and marked busy. */}
      <p
        className={updating ? styles.updating : 'visually-hidden'}
        role="status"
        data-testid="dashboard-updating"
      >
        {updating ? t('dashboard.range.updating') : null}
      </p>
      <div aria-busy={updating}>
        <QueryState
          query={query}
          isEmpty={(data) => data.dashboard === null}
          empty={{ title: t('dashboard.nothing'), icon: 'lock' }}
        >
          {(data) =>
            data.dashboard ? <DashboardBody dashboard={data.dashboard} crossBrand={brandId === null} /> : null
          }
        </QueryState>
      </div>
    </>
  );
}

/** The presets, the custom range and the revenue's grouping; the range is checked before it is asked. */
function RangeControls({ range, onChange }: { range: Range; onChange(range: Range): void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const today = utcToday(new Date());
  const choose = (next: Range) => {
    setFrom(next.from);
    setTo(next.to);
    setProblem(null);
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = reportRangeProblem(from, to);
    setProblem(refused);
    if (!refused) onChange({ ...range, from, to });
  };
  return (
    <form className={styles.controls} onSubmit={submit} aria-labelledby="dashboard-range-legend">
      <fieldset className={styles.fieldset}>
        <legend id="dashboard-range-legend" className={styles.legend}>
          {t('dashboard.range.legend')}
        </legend>
        <div className={styles.presets} role="group" aria-label={t('dashboard.range.presets')}>
          {REPORT_RANGE_PRESETS.map((days) => {
            const preset = presetRange(days, today);
            const active = preset.from === range.from && preset.to === range.to;
            return (
              <button
                key={days}
                type="button"
                className={styles.preset}
                aria-pressed={active}
                onClick={() => choose({ ...range, ...preset })}
                data-testid={`range-preset-${days}`}
              >
                {t('dashboard.range.last', { count: days })}
              </button>
            );
          })}
        </div>
        <div className={styles.custom}>
          <TextField
            type="date"
            label={t('dashboard.range.from')}
            value={from}
            max={today}
            onChange={(e) => setFrom(e.target.value)}
            required
            data-testid="range-from"
          />
          <TextField
            type="date"
            label={t('dashboard.range.to')}
            value={to}
            max={today}
            onChange={(e) => setTo(e.target.value)}
            required
            data-testid="range-to"
          />
          <Button type="submit" variant="secondary" data-testid="range-apply">
            {t('dashboard.range.apply')}
          </Button>
        </div>
        <div className={styles.presets} role="group" aria-label={t('dashboard.range.bucket')}>
          <span className={styles.bucketLabel} aria-hidden="true">
            {t('dashboard.range.bucket')}
          </span>
          {(['day', 'week'] as const).map((bucket) => (
            <button
              key={bucket}
              type="button"
              className={styles.preset}
              aria-pressed={range.bucket === bucket}
              onClick={() => onChange({ ...range, bucket })}
              data-testid={`range-bucket-${bucket}`}
            >
              {t(`dashboard.range.${bucket}`)}
            </button>
          ))}
        </div>
        <p className={styles.note}>{t('dashboard.range.utcNote')}</p>
      </fieldset>
      {problem ? (
        <Notice tone="danger" role="alert" data-testid="range-problem">
          {t(`dashboard.problems.${problem}`)}
        </Notice>
      ) : null}
    </form>
  );
}

function DashboardBody({
  dashboard: d,
  crossBrand,
}: {
  dashboard: DashboardFieldsFragment;
  crossBrand: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormats();
  if (d.problem) {
    return (
      <Notice tone="danger" role="alert" data-testid="dashboard-problem">
        {t(`dashboard.problems.${d.problem}`)}
      </Notice>
    );
  }
  const currencies = currenciesOf(d.revenue);
  const periodLabel = (period: string) =>
    d.bucket === 'week' ? t('dashboard.revenue.weekOf', { day: f.day(period) }) : f.day(period);
  return (
    <div className={styles.body} data-testid="dashboard">
      <p className={styles.shown} aria-live="polite" data-testid="dashboard-range">
        {t('dashboard.range.shown', { from: f.longDay(d.from), to: f.longDay(d.to) })}
        {crossBrand ? ` · ${t('dashboard.brandsCounted', { brands: d.brandIds.join(', ') })}` : null}
      </p>
      <section aria-label={t('dashboard.figures.label')}>
        <dl className={styles.figures}>
          <Figure
            label={t('dashboard.figures.active')}
            value={f.number(d.members.active)}
            testId="figure-active"
          />
          <Figure
            label={t('dashboard.figures.trials')}
            value={f.number(d.members.trials)}
            testId="figure-trials"
          />
          <Figure
            label={t('dashboard.figures.cancellations')}
            value={f.number(d.members.cancellations)}
            testId="figure-cancellations"
          />
          <Figure
            label={t('dashboard.figures.churn')}
            value={
              d.members.churn === null || d.members.churn === undefined ? '—' : f.percent(d.members.churn)
            }
            hint={
              d.members.churn === null || d.members.churn === undefined
                ? t('dashboard.figures.churnNone')
                : t('dashboard.figures.churnHint', {
                    cancelled: f.number(d.members.cancellations),
                    atStart: f.number(d.members.activeAtStart),
                  })
            }
            testId="figure-churn"
          />
          <Figure
            label={t('dashboard.figures.ordersWaiting')}
            value={f.number(d.ordersWaiting)}
            testId="figure-orders-waiting"
          />
          <Figure
            label={t('dashboard.figures.mrr')}
            value={
              d.mrr.length === 0 ? (
                t('dashboard.figures.mrrNone')
              ) : (
                <ul className={styles.mrr}>
                  {d.mrr.map((m) => (
                    <li key={m.currency} data-testid={`mrr-${m.currency}`}>
                      {f.money(m.amountMinor, m.currency)}
                    </li>
                  ))}
                </ul>
              )
            }
            hint={t('dashboard.figures.mrrHint')}
            testId="figure-mrr"
          />
        </dl>
      </section>

      {currencies.length === 0 ? (
        <section className={styles.figure}>
          <h2 className={styles.figureTitle}>{t('dashboard.revenue.title')}</h2>
          <SectionState kind="empty" title={t('dashboard.revenue.empty')} data-testid="revenue-empty" />
        </section>
      ) : (
        currencies.map((currency) => (
          <RevenueChart
            key={currency}
            currency={currency}
            rows={revenueRows(d.revenue, currency)}
            periodLabel={periodLabel}
            periodHeader={d.bucket === 'week' ? t('dashboard.revenue.week') : t('dashboard.revenue.day')}
          />
        ))
      )}

      {noEntries(d.entries) ? (
        <section className={styles.figure}>
          <h2 className={styles.figureTitle}>{t('dashboard.entries.title')}</h2>
          <SectionState kind="empty" title={t('dashboard.entries.empty')} data-testid="entries-empty" />
        </section>
      ) : (
        <ChartFigure
          title={t('dashboard.entries.title')}
          testId="chart-entries"
          chart={
            <SeriesBarChart
              rows={d.entries}
              xKey="day"
              xLabel={(row) => f.day(row.day)}
              series={[
                { key: 'entries', name: t('dashboard.entries.entries'), color: '#5fd3a5', format: f.number },
              ]}
              yFormat={f.number}
            />
          }
          table={(id) => (
            <table id={id} className={tableStyles.table}>
              <caption className="visually-hidden">{t('dashboard.entries.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.entries.day')}</th>
                  <th scope="col" className={tableStyles.num}>
                    {t('dashboard.entries.entries')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.entries.map((e) => (
                  <tr key={e.day}>
                    <th scope="row">{f.day(e.day)}</th>
                    <td className={tableStyles.num}>{f.number(e.entries)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        />
      )}

      {d.topTitles.length === 0 ? (
        <section className={styles.figure}>
          <h2 className={styles.figureTitle}>{t('dashboard.titles.title')}</h2>
          <SectionState kind="empty" title={t('dashboard.titles.empty')} data-testid="titles-empty" />
        </section>
      ) : (
        <ChartFigure
          title={t('dashboard.titles.title')}
          testId="chart-titles"
          chart={
            <SeriesBarChart
              rows={d.topTitles}
              xKey="mediaId"
              xLabel={(row) => row.title}
              series={[
                { key: 'players', name: t('dashboard.titles.players'), color: '#7fb2ff', format: f.number },
              ]}
              yFormat={f.number}
              layout="vertical"
            />
          }
          table={(id) => (
            <table id={id} className={tableStyles.table}>
              <caption className="visually-hidden">{t('dashboard.titles.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.titles.name')}</th>
                  <th scope="col" className={tableStyles.num}>
                    {t('dashboard.titles.players')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.topTitles.map((title) => (
                  <tr key={title.mediaId}>
                    <th scope="row">{title.title}</th>
                    <td className={tableStyles.num}>{f.number(title.players)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        />
      )}
    </div>
  );
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  testId: string;
}) {
  return (
    <div className={styles.card} data-testid={testId}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>{value}</dd>
      {hint ? <dd className={styles.cardHint}>{hint}</dd> : null}
    </div>
  );
}

/** One currency's revenue by kind, stacked per day or week. */
function RevenueChart({
  currency,
  rows,
  periodLabel,
  periodHeader,
}: {
  currency: string;
  rows: RevenueRow[];
  periodLabel(period: string): string;
  periodHeader: string;
}) {
  const { t } = useTranslation();
  const f = useFormats();
  const money = (n: number) => f.money(n, currency);
  return (
    <ChartFigure
      title={t('dashboard.revenue.titleIn', { currency })}
      testId={`chart-revenue-${currency}`}
      chart={
        <SeriesBarChart
          rows={rows}
          xKey="period"
          xLabel={(row) => periodLabel(row.period)}
          series={REVENUE_KINDS.map((kind) => ({
            key: kind,
            name: t(`dashboard.revenue.kinds.${kind}`),
            color: KIND_COLORS[kind],
            format: money,
          }))}
          yFormat={(n) => f.compactMoney(n, currency)}
          stacked
        />
      }
      table={(id) => (
        <table id={id} className={tableStyles.table}>
          <caption className="visually-hidden">{t('dashboard.revenue.titleIn', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{periodHeader}</th>
              {REVENUE_KINDS.map((kind) => (
                <th key={kind} scope="col" className={tableStyles.num}>
                  {t(`dashboard.revenue.kinds.${kind}`)}
                </th>
              ))}
              <th scope="col" className={tableStyles.num}>
                {t('dashboard.revenue.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.period}>
                <th scope="row">{periodLabel(row.period)}</th>
                {REVENUE_KINDS.map((kind) => (
                  <td key={kind} className={tableStyles.num}>
                    {money(row[kind])}
                  </td>
                ))}
                <td className={tableStyles.num}>{money(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}
