/**
 * The dashboard's charts (recharts, loaded only with this route's chunk). Each chart is a figure
 * whose picture is one image for assistive technology (`role="img"`, named by its title) described
 * by its table (`aria-describedby`): the table is what screen readers read, always in the page,
 * visually hidden until "Show as table" swaps it with the picture. Every bar is a small image of
 * its own, named (`aria-label`) by what it stands for and its value, formatted as the table formats it.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './Dashboard.module.css';

/** What recharts hands a bar's shape: its box, its colour and the row it draws. */
interface BarShape<Row> {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  fill?: string;
  payload?: Row;
}

/** A bar drawn by us, so that it carries its label and value for whoever reads the chart. */
function labelledBar<Row>(label: (row: Row) => string, value: (row: Row) => string) {
  function LabelledBar({ x = 0, y = 0, width = 0, height = 0, fill, payload }: BarShape<Row>) {
    if (!payload || width <= 0 || height <= 0) return <g />;
    return (
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        fill={fill}
        role="img"
        aria-label={`${label(payload)}: ${value(payload)}`}
        data-testid="chart-bar"
        data-label={label(payload)}
        data-value={value(payload)}
      />
    );
  }
  return LabelledBar;
}

/** A chart with its title, the table toggle and the table that describes it. */
export function ChartFigure({
  title,
  testId,
  chart,
  table,
}: {
  title: string;
  testId: string;
  chart: ReactNode;
  /** The table, given the id the picture points at. */
  table: (id: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.figureHead}>
        <h2 id={titleId} className={styles.figureTitle}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
          data-testid={`${testId}-toggle`}
        >
          {t('dashboard.chart.showTable')}
        </button>
      </div>
      {asTable ? null : (
        <div
          className={styles.chart}
          role="img"
          aria-label={t('dashboard.chart.picture', { title })}
          aria-describedby={tableId}
          data-testid={`${testId}-chart`}
        >
          {chart}
        </div>
      )}
      <div className={asTable ? styles.tableWrap : 'visually-hidden'} data-testid={`${testId}-table-wrap`}>
        {table(tableId)}
      </div>
    </figure>
  );
}

const AXIS = { fontSize: 12, fill: 'var(--text-dim)' };

export interface SeriesChartProps<Row> {
  rows: Row[];
  /** The x axis: each row's key and how it reads. */
  xKey: keyof Row & string;
  xLabel(row: Row): string;
  series: { key: keyof Row & string; name: string; color: string; format(value: number): string }[];
  yFormat(value: number): string;
  stacked?: boolean;
  /** Horizontal bars (a ranked list: the titles). */
  layout?: 'horizontal' | 'vertical';
}

/** Bars per row: one series, or several stacked (revenue by kind). */
export function SeriesBarChart<Row extends object>({
  rows,
  xKey,
  xLabel,
  series,
  yFormat,
  stacked = false,
  layout = 'horizontal',
}: SeriesChartProps<Row>) {
  const vertical = layout === 'vertical';
  const x: string = xKey;
  const labelOf = (value: unknown) => {
    const row = rows.find((r) => r[xKey] === value);
    return row ? xLabel(row) : String(value);
  };
  return (
    <ResponsiveContainer width="100%" height={vertical ? Math.max(200, rows.length * 34 + 40) : 280}>
      <BarChart
        data={rows}
        layout={vertical ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 16, bottom: 8, left: vertical ? 8 : 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" vertical={vertical} horizontal={!vertical} />
        {vertical ? (
          <>
            <XAxis type="number" tick={AXIS} tickFormatter={yFormat} allowDecimals={false} />
            <YAxis type="category" dataKey={x} tick={AXIS} width={160} tickFormatter={labelOf} />
          </>
        ) : (
          <>
            <XAxis dataKey={x} tick={AXIS} tickFormatter={labelOf} minTickGap={12} />
            <YAxis tick={AXIS} tickFormatter={yFormat} width={72} allowDecimals={false} />
          </>
        )}
        <Tooltip
          labelFormatter={labelOf}
          formatter={(value, name) => {
            const s = series.find((x) => x.name === name);
            return [s ? s.format(Number(value)) : String(value), name];
          }}
          contentStyle={{ background: 'var(--surface-1)', border: '1px solid var(--border)' }}
        />
        {/* The table's order (plans, coins, entries, orders), not the alphabet's. */}
        {series.length > 1 ? <Legend itemSorter={null} /> : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key as string}
            name={s.name}
            fill={s.color}
            stackId={stacked ? 'stack' : undefined}
            isAnimationActive={false}
            shape={labelledBar<Row>(
              (row) => (series.length > 1 ? `${xLabel(row)}, ${s.name}` : xLabel(row)),
              (row) => s.format(Number(row[s.key])),
            )}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
