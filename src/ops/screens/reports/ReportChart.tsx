import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportName } from '../../../../contracts/reports';
import type { ReportRange } from '../../api/reportCalls';
import { everyDay, type ChartSeries, type FigureKind } from './reportViews';
import { useFigure } from './useFigure';

/** Lines told apart by colour and by dash, so a reader who cannot tell the colours still can. */
const LINES = [
  { stroke: '#1f5fbf', strokeDasharray: undefined },
  { stroke: '#b45309', strokeDasharray: '6 3' },
  { stroke: '#0f766e', strokeDasharray: '2 3' },
];

/**
 * A report's figures per day as a line chart (recharts draws SVG). Its caption says what it shows
 * and that the table below has the same figures, which is what a screen reader reads instead.
 */
export function ReportChart({
  name,
  range,
  kind,
  series,
  perDay,
}: {
  name: ReportName;
  range: ReportRange;
  kind: Exclude<FigureKind, 'text'>;
  series: ChartSeries[];
  perDay: Record<string, string | number>[];
}) {
  const { t } = useTranslation();
  const figure = useFigure();
  const data = everyDay(range, perDay, series);
  const label = (key: string) => t(`ops.reports.series.${key}`);
  const caption = t('ops.reports.chartCaption', {
    report: t(`ops.reports.names.${name}`),
    series: series.map((s) => label(s.key)).join(', '),
    from: range.from,
    to: range.to,
  });
  return (
    <figure className="ops-report-chart" aria-label={caption}>
      <figcaption>{caption}</figcaption>
      <LineChart responsive data={data} style={{ width: '100%', height: '16rem' }} title={caption} margin={{ left: 24, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis tickFormatter={(value: number) => figure(kind, value)} width={96} />
        <Tooltip formatter={(value) => figure(kind, Number(value))} />
        <Legend />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={label(s.key)}
            dot={false}
            isAnimationActive={false}
            {...LINES[i % LINES.length]}
          />
        ))}
      </LineChart>
    </figure>
  );
}
