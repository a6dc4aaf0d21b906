import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { LifelineStats } from '../../../shared/contracts/admin-ops';
import { Card } from '../../components/ui/card';
import { useOpsFormats, useOpsTranslation } from './ops-parts';

const COLOURS = ['#067e71', '#f59e0b', '#2563eb', '#dc2626', '#7c3aed'];

/** The lifeline charts (recharts, loaded lazily): uses and correct share per lifeline, uses per day. */
export default function LifelineCharts({ stats }: { stats: LifelineStats }) {
  const { t, i18n } = useOpsTranslation();
  const { number, percent } = useOpsFormats();
  const isRtl = i18n.dir() === 'rtl';
  const name = (lifeline: string) => t(`lifelines.names.${lifeline}`, { defaultValue: lifeline });
  const perLifeline = stats.byLifeline.map((row) => ({
    name: name(row.lifeline),
    uses: row.uses,
    share: row.resolved === 0 ? 0 : Math.round((row.correct / row.resolved) * 100),
  }));
  const lifelines = [...new Set(stats.byDay.map((row) => row.lifeline))];
  const days = [...new Set(stats.byDay.map((row) => row.day))].map((day) => ({
    day: new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'short',
    }).format(new Date(`${day}T00:00:00Z`)),
    ...Object.fromEntries(
      lifelines.map((lifeline) => [
        name(lifeline),
        stats.byDay.find((row) => row.day === day && row.lifeline === lifeline)?.uses ?? 0,
      ]),
    ),
  }));
  const tick = { fill: 'currentColor', fontSize: 12 };
  // The series colour stays on the swatch; the words keep the text colour, readable in both themes.
  const legendText = (value: string) => <span className="text-ink-800 dark:text-ink-100">{value}</span>;
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="lifeline-charts">
      <Card>
        <h2 className="mb-2 text-lg font-extrabold">{t('lifelines.chartUses')}</h2>
        <div className="h-72" role="img" aria-label={t('lifelines.chartUses')} dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={perLifeline} layout="vertical" margin={{ left: 16, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis
                type="number"
                tick={tick}
                allowDecimals={false}
                reversed={isRtl}
                tickFormatter={(v: number) => number.format(v)}
              />
              <YAxis
                type="category"
                dataKey="name"
                tick={tick}
                width={110}
                orientation={isRtl ? 'right' : 'left'}
              />
              <Tooltip formatter={(v) => number.format(Number(v))} />
              <Legend formatter={legendText} />
              <Bar dataKey="uses" name={t('lifelines.uses')} fill={COLOURS[0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-extrabold">{t('lifelines.chartShare')}</h2>
        <div className="h-72" role="img" aria-label={t('lifelines.chartShare')} dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={perLifeline} layout="vertical" margin={{ left: 16, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis
                type="number"
                domain={[0, 100]}
                tick={tick}
                reversed={isRtl}
                tickFormatter={(v: number) => percent.format(v / 100)}
              />
              <YAxis
                type="category"
                dataKey="name"
                tick={tick}
                width={110}
                orientation={isRtl ? 'right' : 'left'}
              />
              <Tooltip formatter={(v) => percent.format(Number(v) / 100)} />
              <Legend formatter={legendText} />
              <Bar dataKey="share" name={t('lifelines.correctShare')} fill={COLOURS[1]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card className="lg:col-span-2">
        <h2 className="mb-2 text-lg font-extrabold">{t('lifelines.chartTime')}</h2>
        <div className="h-72" role="img" aria-label={t('lifelines.chartTime')} dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days} margin={{ left: 8, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tick={tick} reversed={isRtl} />
              <YAxis tick={tick} allowDecimals={false} orientation={isRtl ? 'right' : 'left'} />
              <Tooltip />
              <Legend formatter={legendText} />
              {lifelines.map((lifeline, index) => (
                <Line
                  key={lifeline}
                  type="monotone"
                  dataKey={name(lifeline)}
                  stroke={COLOURS[index % COLOURS.length]}
                  strokeWidth={2}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </div>
  );
}
