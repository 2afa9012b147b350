import { useEffect, useMemo, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { AdminDashboard } from '@fortuna/contracts';
import type { AdminT } from './useAdminT';

/**
 * The dashboard's charts (Chart.js). Loaded with React.lazy from DashboardScreen only: the library
 * never reaches a player's page (and shares no module with the players' chunks, so their budget
 * does not move).
 */
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);
Chart.defaults.color = '#94a3b8';
Chart.defaults.borderColor = 'rgba(255,255,255,.06)';

const GOLD = '#f5c542';
const MINT = '#3ee6a8';
const ROSE = '#ff5d73';
const SKY = '#7aa7ff';
const major = (minor: number) => Math.round(minor) / 100;

function ChartPanel({ title, config }: { title: string; config: ChartConfiguration }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <figure className="rounded-xl border border-white/10 bg-panel p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-300">{title}</figcaption>
      <div className="relative h-56">
        <canvas ref={canvas} role="img" aria-label={title} data-testid="dash-chart" />
      </div>
    </figure>
  );
}

export default function DashboardCharts({ data, currency, t }: { data: AdminDashboard; currency: string; t: AdminT }) {
  const configs = useMemo(() => chartsOf(data, currency, t), [data, currency, t]);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartPanel title={`${t('chartCashflow')} (${currency})`} config={configs.cashflow} />
      <ChartPanel title={`${t('chartRevenue')} (${currency})`} config={configs.revenue} />
      <ChartPanel title={t('chartPlayers')} config={configs.players} />
    </div>
  );
}

/** the three charts' configurations: cash flow, revenue, players */
function chartsOf(data: AdminDashboard, currency: string, t: AdminT) {
  const days = data.days.filter((d) => d.currency === currency);
  const labels = days.map((d) => d.day.slice(5));
  const newByDay = new Map(data.newPlayers.map((n) => [n.day, n.count]));
  const allDays = [...new Set([...data.days.map((d) => d.day), ...data.newPlayers.map((n) => n.day)])].sort();
  const activeOf = (day: string) => data.days.filter((d) => d.day === day).reduce((n, d) => Math.max(n, d.activePlayers), 0);

  const cashflow: ChartConfiguration = {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { label: t('deposits'), data: days.map((d) => major(d.deposits)), backgroundColor: MINT },
        { label: t('withdrawalsFigure'), data: days.map((d) => major(d.withdrawals)), backgroundColor: ROSE },
      ],
    },
  };
  const revenue: ChartConfiguration = {
    type: 'line',
    data: {
      labels,
      datasets: [
        { label: t('ggr'), data: days.map((d) => major(d.ggr)), borderColor: GOLD, backgroundColor: GOLD },
        { label: t('ngr'), data: days.map((d) => major(d.ngr)), borderColor: MINT, backgroundColor: MINT },
        { label: t('bonusCost'), data: days.map((d) => major(d.bonusCost)), borderColor: ROSE, backgroundColor: ROSE },
      ],
    },
  };
  const players: ChartConfiguration = {
    type: 'bar',
    data: {
      labels: allDays.map((d) => d.slice(5)),
      datasets: [
        { label: t('activePlayers'), data: allDays.map(activeOf), backgroundColor: SKY },
        { label: t('newPlayers'), data: allDays.map((d) => newByDay.get(d) ?? 0), backgroundColor: GOLD },
      ],
    },
    options: { scales: { y: { ticks: { precision: 0 } } } },
  };
  return { cashflow, revenue, players };
}
