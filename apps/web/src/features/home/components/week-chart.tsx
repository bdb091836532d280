import type { HomeDay } from '@prato/core/schemas/home';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInteger, formatKcal } from '@prato/core/domain/format-number';
import { formatShortDay } from './format';

/**
 * Calories eaten per day against the goal, and the net of activity (eaten − burned). Loaded lazily
 * (React.lazy in home-screen.tsx) so recharts stays out of the first paint's bundle.
 */
export default function WeekChart({ days }: { days: HomeDay[] }) {
  const data = days.map((day) => ({
    label: day.date.slice(8, 10) + '/' + day.date.slice(5, 7),
    day: formatShortDay(day.date),
    eaten: day.calories,
    net: day.calories - day.burned,
    goal: day.goal,
  }));
  return (
    <div className="h-64 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} interval="preserveStartEnd" minTickGap={4} />
          {/* "2.000", not recharts' "2000": the axis reads like every other number of the app. */}
          <YAxis
            tick={{ fontSize: 11, fill: '#475569' }}
            width={48}
            tickFormatter={(value) => formatInteger(Number(value))}
          />
          <Tooltip
            formatter={(value) => formatKcal(Number(value))}
            labelFormatter={(_, payload) => String(payload[0]?.payload?.day ?? '')}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="eaten" name="Consumidas" fill="#10b981" radius={[4, 4, 0, 0]} maxBarSize={32} />
          <Line dataKey="net" name="Líquidas (− atividades)" stroke="#0369a1" strokeWidth={2} dot={{ r: 3 }} />
          <Line dataKey="goal" name="Meta" stroke="#f59e0b" strokeDasharray="6 4" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
