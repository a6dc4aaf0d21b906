import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartSeries = { key: string; label: string; colour: string };

type Props = {
  /** What the chart shows, for screen readers (the same figures are listed beside it). */
  label: string;
  data: Record<string, string | number>[];
  categoryKey: string;
  series: ChartSeries[];
  isRtl: boolean;
  formatNumber: (value: number) => string;
};

/** A bar chart (recharts, loaded with this file only when the analytics screen opens). */
export default function BarChartPanel({ label, data, categoryKey, series, isRtl, formatNumber }: Props) {
  return (
    <div role="img" aria-label={label} className="h-64 w-full" data-testid="chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey={categoryKey} reversed={isRtl} tick={{ fill: 'currentColor', fontSize: 12 }} />
          <YAxis
            orientation={isRtl ? 'right' : 'left'}
            width={40}
            allowDecimals={false}
            tickFormatter={(value: number) => formatNumber(value)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
          />
          <Tooltip formatter={(value) => formatNumber(Number(value))} />
          <Legend />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.colour} radius={[4, 4, 0, 0]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
