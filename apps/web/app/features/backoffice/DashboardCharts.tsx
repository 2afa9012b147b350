import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminDashboard } from '@fortuna/contracts';
import type { AdminT } from './useAdminT';

/**
 * The dashboard's charts (recharts). Loaded with React.lazy from DashboardScreen only: the library
 * never reaches a player's page.
 */
const GOLD = '#f5c542';
const MINT = '#3ee6a8';
const ROSE = '#ff5d73';
const SKY = '#7aa7ff';
const axis = { stroke: '#94a3b8', fontSize: 12 };
const tooltip = { contentStyle: { background: '#181a33', border: '1px solid rgba(255,255,255,.1)', borderRadius: 8 } };
const major = (minor: number) => Math.round(minor) / 100;

function Panel({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl border border-white/10 bg-panel p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-300">{title}</figcaption>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function DashboardCharts({ data, currency, t }: { data: AdminDashboard; currency: string; t: AdminT }) {
  const days = data.days.filter((d) => d.currency === currency);
  const newByDay = new Map(data.newPlayers.map((n) => [n.day, n.count]));
  const allDays = [...new Set([...data.days.map((d) => d.day), ...data.newPlayers.map((n) => n.day)])].sort();
  const money = days.map((d) => ({
    day: d.day.slice(5),
    deposits: major(d.deposits),
    withdrawals: major(d.withdrawals),
    ggr: major(d.ggr),
    ngr: major(d.ngr),
    bonusCost: major(d.bonusCost),
  }));
  const players = allDays.map((day) => ({
    day: day.slice(5),
    active: data.days.filter((d) => d.day === day).reduce((n, d) => Math.max(n, d.activePlayers), 0),
    new: newByDay.get(day) ?? 0,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title={`${t('chartCashflow')} (${currency})`}>
        <BarChart data={money}>
          <CartesianGrid stroke="rgba(255,255,255,.06)" vertical={false} />
          <XAxis dataKey="day" {...axis} />
          <YAxis {...axis} width={60} />
          <Tooltip {...tooltip} />
          <Legend />
          <Bar dataKey="deposits" name={t('deposits')} fill={MINT} isAnimationActive={false} />
          <Bar dataKey="withdrawals" name={t('withdrawalsFigure')} fill={ROSE} isAnimationActive={false} />
        </BarChart>
      </Panel>
      <Panel title={`${t('chartRevenue')} (${currency})`}>
        <LineChart data={money}>
          <CartesianGrid stroke="rgba(255,255,255,.06)" vertical={false} />
          <XAxis dataKey="day" {...axis} />
          <YAxis {...axis} width={60} />
          <Tooltip {...tooltip} />
          <Legend />
          <Line dataKey="ggr" name={t('ggr')} stroke={GOLD} strokeWidth={2} dot isAnimationActive={false} />
          <Line dataKey="ngr" name={t('ngr')} stroke={MINT} strokeWidth={2} dot isAnimationActive={false} />
          <Line dataKey="bonusCost" name={t('bonusCost')} stroke={ROSE} strokeWidth={2} dot isAnimationActive={false} />
        </LineChart>
      </Panel>
      <Panel title={t('chartPlayers')}>
        <BarChart data={players}>
          <CartesianGrid stroke="rgba(255,255,255,.06)" vertical={false} />
          <XAxis dataKey="day" {...axis} />
          <YAxis {...axis} width={40} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Legend />
          <Bar dataKey="active" name={t('activePlayers')} fill={SKY} isAnimationActive={false} />
          <Bar dataKey="new" name={t('newPlayers')} fill={GOLD} isAnimationActive={false} />
        </BarChart>
      </Panel>
    </div>
  );
}
