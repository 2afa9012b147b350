import {
  ADMIN_MAX_RANGE_DAYS,
  emptyMoneyFigures,
  type AdminDashboard,
  type AdminMoneyFigures,
  type AdminReportQuery,
  type AdminReportRow,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import type { ActivityRow } from '../wallet';
import { csvLine, csvMoney } from './csv';

// the CSV cell rules live with every other back-office download (csv.ts)
export { csvCell, csvLine } from './csv';

/**
 * What the dashboard and the reports read, through the other modules' read-only methods (handed in
 * by app.ts): the ledger's activity, registrations, countries, the game catalogue and the queues.
 */
export interface AnalyticsPorts {
  /** the ledger's activity per UTC day, currency, game and player (wallet) */
  activity(from: Date, to: Date): Promise<ActivityRow[]>;
  /** registrations per UTC day (player) */
  registrationsPerDay(from: Date, to: Date): Promise<{ day: string; count: number }[]>;
  /** the players' countries (player) */
  countriesOf(ids: string[]): Promise<{ id: string; country: string | null }[]>;
  /** a game's name and studio by the id the ledger names (games catalogue, the game server's own titles) */
  gameOf(gameId: string): Promise<{ name: string; studio: string } | null>;
  /** withdrawals waiting for an operator (cashier) */
  pendingWithdrawals(): Promise<number>;
  /** identity checks in review (verification); absent when the module does not report it */
  pendingKyc?(): Promise<number>;
  /** open GDPR requests and those past their one-month deadline (privacy) */
  pendingGdpr?(): Promise<{ open: number; overdue: number }>;
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** a UTC date range [from, to] (days) → [start, end) instants; today when left out */
export function resolveRange(now: Date, from?: string, to?: string) {
  const today = dayOf(now);
  const first = from ?? to ?? today;
  const last = to ?? today;
  const start = new Date(`${first}T00:00:00.000Z`);
  const end = new Date(new Date(`${last}T00:00:00.000Z`).getTime() + DAY_MS);
  const real = (day: string, at: Date) => !Number.isNaN(at.getTime()) && dayOf(at) === day;
  if (!real(first, start) || !real(last, new Date(end.getTime() - DAY_MS)))
    throw badRequest('Invalid date', { from: ['a real day, YYYY-MM-DD'] });
  if (end <= start) throw badRequest('The range ends before it starts', { to: ['on or after from'] });
  if ((end.getTime() - start.getTime()) / DAY_MS > ADMIN_MAX_RANGE_DAYS)
    throw badRequest(`A range covers at most ${ADMIN_MAX_RANGE_DAYS} days`, { from: [`at most ${ADMIN_MAX_RANGE_DAYS} days`] });
  return { from: first, to: last, start, end };
}

function addTo(f: AdminMoneyFigures, r: ActivityRow) {
  f.deposits += r.deposits;
  f.withdrawals += r.withdrawals;
  f.bets += r.bets;
  f.wins += r.wins;
  f.bonusCost += r.bonusCost;
  f.ggr = f.bets - f.wins;
  f.ngr = f.ggr - f.bonusCost;
}
const isGaming = (r: ActivityRow) => r.gameId !== null && (r.bets !== 0 || r.wins !== 0 || r.betCount > 0);

/** the studio of the game server's own titles, which are not in the catalogue */
const HOUSE_STUDIO = 'Fortuna';

/** amounts in the CSV: major units */
const decimal = csvMoney;

export function createBackofficeReports(deps: { clock: Clock; ports: AnalyticsPorts }) {
  const { clock, ports } = deps;

  const games = new Map<string, { at: number; game: { name: string; studio: string } }>();
  /** a game's name and studio (cached a minute: the catalogue changes rarely) */
  async function gameInfo(gameId: string) {
    const hit = games.get(gameId);
    if (hit && Date.now() - hit.at < 60_000) return hit.game;
    const game = (await ports.gameOf(gameId).catch(() => null)) ?? { name: gameId, studio: HOUSE_STUDIO };
    if (games.size > 5_000) games.clear();
    games.set(gameId, { at: Date.now(), game });
    return game;
  }

  async function dashboard(from?: string, to?: string): Promise<AdminDashboard> {
    const range = resolveRange(clock.now(), from, to);
    const [activity, registrations, pendingWithdrawals, kyc, gdpr] = await Promise.all([
      ports.activity(range.start, range.end),
      ports.registrationsPerDay(range.start, range.end),
      ports.pendingWithdrawals(),
      ports.pendingKyc ? ports.pendingKyc() : Promise.resolve(null),
      ports.pendingGdpr ? ports.pendingGdpr() : Promise.resolve(null),
    ]);

    const totals = new Map<string, AdminMoneyFigures>();
    const days = new Map<string, AdminMoneyFigures & { day: string; players: Set<string> }>();
    const active = new Set<string>();
    const byGame = new Map<string, { gameId: string; currency: string; bets: number; wins: number; rounds: number }>();
    for (const r of activity) {
      addTo(totals.get(r.currency) ?? totals.set(r.currency, emptyMoneyFigures(r.currency)).get(r.currency)!, r);
      const dayKey = `${r.day} ${r.currency}`;
      const day = days.get(dayKey) ?? days.set(dayKey, { ...emptyMoneyFigures(r.currency), day: r.day, players: new Set() }).get(dayKey)!;
      addTo(day, r);
      if (!isGaming(r)) continue;
      active.add(r.playerId);
      day.players.add(r.playerId);
      const gameKey = `${r.gameId} ${r.currency}`;
      const g =
        byGame.get(gameKey) ?? byGame.set(gameKey, { gameId: r.gameId!, currency: r.currency, bets: 0, wins: 0, rounds: 0 }).get(gameKey)!;
      g.bets += r.bets;
      g.wins += r.wins;
      g.rounds += r.betCount;
    }

    const named = await Promise.all([...byGame.values()].map(async (g) => ({ ...g, ...(await gameInfo(g.gameId)), ggr: g.bets - g.wins })));
    const byStudio = new Map<string, { studio: string; currency: string; bets: number; wins: number; ggr: number }>();
    for (const g of named) {
      const key = `${g.studio} ${g.currency}`;
      const s = byStudio.get(key) ?? byStudio.set(key, { studio: g.studio, currency: g.currency, bets: 0, wins: 0, ggr: 0 }).get(key)!;
      s.bets += g.bets;
      s.wins += g.wins;
      s.ggr += g.ggr;
    }
    const top = <T extends { bets: number; ggr: number }>(list: T[]) => list.sort((a, b) => b.bets - a.bets || b.ggr - a.ggr).slice(0, 10);

    return {
      from: range.from,
      to: range.to,
      totals: [...totals.values()].sort((a, b) => b.bets + b.deposits - (a.bets + a.deposits) || a.currency.localeCompare(b.currency)),
      players: { active: active.size, new: registrations.reduce((n, r) => n + r.count, 0) },
      days: [...days.values()]
        .map(({ players, ...d }) => ({ ...d, activePlayers: players.size }))
        .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency)),
      newPlayers: registrations,
      topGames: top(named).map(({ gameId, name, studio, currency, bets, wins, ggr, rounds }) => ({
        gameId,
        name,
        studio,
        currency,
        bets,
        wins,
        ggr,
        rounds,
      })),
      topStudios: top([...byStudio.values()]),
      pending: { withdrawals: pendingWithdrawals, kyc, gdpr: gdpr?.open ?? null, gdprOverdue: gdpr?.overdue ?? null },
    };
  }

  /** every row of a GGR report (one day of one game, studio, country or currency in one currency), unsorted */
  async function reportRows(query: Pick<AdminReportQuery, 'from' | 'to' | 'by'>): Promise<AdminReportRow[]> {
    const range = resolveRange(clock.now(), query.from, query.to);
    const activity = await ports.activity(range.start, range.end);
    const gameLevel = query.by === 'game' || query.by === 'studio';
    const countries =
      query.by === 'country'
        ? new Map((await ports.countriesOf([...new Set(activity.map((r) => r.playerId))])).map((p) => [p.id, p.country ?? '']))
        : null;
    const rows = new Map<string, AdminReportRow>();
    for (const r of activity) {
      if (gameLevel && !isGaming(r)) continue;
      if (!gameLevel && r.bets === 0 && r.wins === 0 && r.bonusCost === 0 && r.betCount === 0) continue;
      let key: string;
      let label: string;
      if (query.by === 'game') {
        key = r.gameId!;
        label = (await gameInfo(key)).name;
      } else if (query.by === 'studio') {
        key = label = (await gameInfo(r.gameId!)).studio;
      } else if (query.by === 'country') {
        key = label = countries!.get(r.playerId) ?? '';
      } else key = label = r.currency;
      const id = `${r.day} ${key} ${r.currency}`;
      const row =
        rows.get(id) ??
        rows
          .set(id, {
            day: r.day,
            key,
            label,
            currency: r.currency,
            bets: 0,
            wins: 0,
            ggr: 0,
            bonusCost: gameLevel ? null : 0,
            ngr: gameLevel ? null : 0,
            rounds: 0,
          })
          .get(id)!;
      row.bets += r.bets;
      row.wins += r.wins;
      row.ggr = row.bets - row.wins;
      row.rounds += r.betCount;
      if (!gameLevel) {
        row.bonusCost! += r.bonusCost;
        row.ngr = row.ggr - row.bonusCost!;
      }
    }
    return [...rows.values()];
  }

  function sortRows(list: AdminReportRow[], sort: AdminReportQuery['sort'], dir: AdminReportQuery['dir']) {
    const sign = dir === 'asc' ? 1 : -1;
    const field = sort === 'key' ? 'label' : sort;
    return list.sort((a, b) => {
      const x = a[field];
      const y = b[field];
      const primary = typeof x === 'number' || typeof y === 'number' ? Number(x ?? 0) - Number(y ?? 0) : String(x).localeCompare(String(y));
      // ties in a stable order: day, then label, then currency
      return sign * primary || b.day.localeCompare(a.day) || a.label.localeCompare(b.label) || a.currency.localeCompare(b.currency);
    });
  }

  return {
    dashboard,

    async report(query: AdminReportQuery) {
      const all = sortRows(await reportRows(query), query.sort, query.dir);
      const totals = new Map<string, { currency: string; bets: number; wins: number; ggr: number }>();
      for (const r of all) {
        const t = totals.get(r.currency) ?? totals.set(r.currency, { currency: r.currency, bets: 0, wins: 0, ggr: 0 }).get(r.currency)!;
        t.bets += r.bets;
        t.wins += r.wins;
        t.ggr += r.ggr;
      }
      const start = (query.page - 1) * query.pageSize;
      return { items: all.slice(start, start + query.pageSize), total: all.length, page: query.page, totals: [...totals.values()] };
    },

    /** the whole report (every page) as CSV; amounts in major units */
    async reportCsv(query: AdminReportQuery): Promise<string> {
      const all = sortRows(await reportRows(query), query.sort, query.dir);
      const gameLevel = query.by === 'game' || query.by === 'studio';
      const byCurrency = query.by === 'currency';
      const head = [
        'day',
        query.by,
        ...(query.by === 'game' ? ['game_id'] : []),
        ...(byCurrency ? [] : ['currency']),
        'bets',
        'wins',
        'ggr',
      ];
      if (!gameLevel) head.push('bonus_cost', 'ngr');
      head.push('rounds');
      const lines = [csvLine(head)];
      for (const r of all)
        lines.push(
          csvLine([
            r.day,
            r.label,
            ...(query.by === 'game' ? [r.key] : []),
            ...(byCurrency ? [] : [r.currency]),
            decimal(r.bets),
            decimal(r.wins),
            decimal(r.ggr),
            ...(gameLevel ? [] : [decimal(r.bonusCost), decimal(r.ngr)]),
            r.rounds,
          ]),
        );
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
export type BackofficeReports = ReturnType<typeof createBackofficeReports>;
