import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import styles from './TreesChart.module.css';

export interface TreesChartProps {
  months: readonly { month: string; trees: number }[];
}

const HEIGHT = 220;
const TOP = 28;
const BOTTOM = 30;
/** At most this many month labels under the bars, so they fit at 375 px too. */
const MAX_LABELS = 6;
const BAR_SHARE = 0.62;

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/**
 * Trees over time, one bar per month: an SVG drawn here (a bar chart of at most 24 values needs no
 * chart library in the bundle). Screen readers get the summary as the image's name and every month
 * in the table that follows it; the table is visually hidden.
 */
export function TreesChart({ months }: TreesChartProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const descId = useId();
  const label = useMemo(
    () => new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
    [language],
  );
  const long = useMemo(
    () => new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [language],
  );
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return null;

  const max = Math.max(1, ...months.map((m) => m.trees));
  const every = Math.ceil(months.length / MAX_LABELS);
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = 100 / months.length;
  const barHeight = (trees: number) => (trees / max) * plot;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{t('green.chart.title')}</title>
        <desc id={descId}>
          {t('green.chart.summary', {
            from: long.format(monthDate(first.month)),
            to: long.format(monthDate(last.month)),
            start: first.trees,
            count: last.trees,
          })}
        </desc>
        <line className={styles.grid} x1="0" x2="100%" y1={TOP} y2={TOP} />
        <text className={styles.axis} x="0" y={TOP - 8}>
          {t('green.chart.max', { count: max })}
        </text>
        <line className={styles.base} x1="0" x2="100%" y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {months.map((m, i) => {
          const h = barHeight(m.trees);
          const x = i * slot + (slot * (1 - BAR_SHARE)) / 2;
          return (
            <g key={m.month}>
              <rect
                className={i === months.length - 1 ? styles.barNow : styles.bar}
                x={`${x}%`}
                width={`${slot * BAR_SHARE}%`}
                y={HEIGHT - BOTTOM - h}
                height={h}
                rx="3"
              >
                <title>{`${long.format(monthDate(m.month))}: ${t('green.trees', { count: m.trees })}`}</title>
              </rect>
              {(months.length - 1 - i) % every === 0 ? (
                <text
                  className={styles.axis}
                  x={`${i * slot + slot / 2}%`}
                  y={HEIGHT - 10}
                  textAnchor="middle"
                >
                  {label.format(monthDate(m.month))}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{t('green.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('green.chart.month')}</th>
            <th scope="col">{t('green.chart.treesColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{long.format(monthDate(m.month))}</th>
              <td>{m.trees}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
