import http from 'node:http';
import client, { type Counter, type Gauge, type Histogram } from 'prom-client';

/**
 * The process's one Prometheus registry (docs/operations.md lists every series) and the helpers a
 * module uses to add its own. Metric objects are process-wide, as prom-client intends: a module
 * defines them once at import time (`counter(...)`), then increments them where the thing happens.
 * Values that are read when scraped (pool use, connections, pending withdrawals) come from
 * collectors a module adds with `addCollector` and removes when its app closes.
 *
 * Series names start with `fortuna_`; Node's own (event-loop lag, heap, GC) keep their standard names.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

function existing<T>(name: string): T | undefined {
  return registry.getSingleMetric(name) as T | undefined;
}

/** A counter in the registry (the same object when a module asks twice: tests build many apps). */
export function counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return existing<Counter<L>>(name) ?? new client.Counter({ name, help, labelNames, registers: [registry] });
}

export function gauge<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
  return existing<Gauge<L>>(name) ?? new client.Gauge({ name, help, labelNames, registers: [registry] });
}

export function histogram<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  buckets: number[] = LATENCY_BUCKETS,
): Histogram<L> {
  return existing<Histogram<L>>(name) ?? new client.Histogram({ name, help, labelNames, buckets, registers: [registry] });
}

export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Something read when Prometheus scrapes. A collector sets gauges (`gauge.set(...)`); it runs before
 * every exposition and may be async (a database count). Returns the function that removes it.
 */
export type Collector = () => void | Promise<void>;
const collectors = new Set<Collector>();

export function addCollector(collect: Collector): () => void {
  collectors.add(collect);
  return () => collectors.delete(collect);
}

/** The exposition text; a failing collector leaves its gauges as they were and is counted. */
export async function exposition(): Promise<string> {
  await Promise.all(
    [...collectors].map(async (collect) => {
      try {
        await collect();
      } catch {
        collectorFailures.inc();
      }
    }),
  );
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;

const collectorFailures = counter('fortuna_metrics_collector_failures_total', 'Scrape-time collectors that threw');

// --- HTTP ------------------------------------------------------------------------------------

export const httpDuration = histogram(
  'fortuna_http_request_duration_seconds',
  'HTTP request latency by route pattern (not the raw url), method and status',
  ['method', 'route', 'status'],
);

/** The route label: the pattern Fastify matched (`/api/history/payment/:id/cancel`), never the raw url. */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return 'unmatched';
  return pattern === '*' || pattern === '/*' ? 'page' : pattern;
}

// --- scheduled jobs --------------------------------------------------------------------------

export const jobRuns = counter('fortuna_job_runs_total', 'Runs of a scheduled job by outcome (ok, error)', ['job', 'outcome']);
export const jobDuration = histogram('fortuna_job_duration_seconds', 'How long one run of a scheduled job took', ['job']);
export const jobLag = gauge(
  'fortuna_job_lag_seconds',
  'How late the last run of a scheduled job started against its schedule (a busy loop or a long previous run)',
  ['job'],
);
export const jobBacklog = gauge('fortuna_job_backlog', 'Items the last run of a job found waiting (callbacks due, requests open)', ['job']);
export const jobLastSuccess = gauge('fortuna_job_last_success_timestamp_seconds', 'When a job last finished without error', ['job']);

export const callbackDeliveries = counter(
  'fortuna_callback_deliveries_total',
  'Outgoing callback and webhook deliveries (the sandbox vendors calling this casino), by channel and outcome (ok, failed)',
  ['channel', 'outcome'],
);

export interface Every {
  /** run once now (tests; a manual trigger) */
  run(): Promise<void>;
  stop(): void;
}

/**
 * Runs `task` every `intervalMs` (never two at once) and records its runs, duration, lag and
 * backlog. `task` may return how many items it found waiting. Times are wall-clock: this measures
 * the process, not the domain clock a FakeClock moves.
 */
export function every(
  job: string,
  intervalMs: number,
  task: () => Promise<number | void>,
  onError: (err: unknown) => void = () => {},
): Every {
  let running = false;
  let due = Date.now() + intervalMs;
  const run = async () => {
    if (running) return;
    running = true;
    const end = jobDuration.startTimer({ job });
    try {
      const backlog = await task();
      if (typeof backlog === 'number') jobBacklog.set({ job }, backlog);
      jobRuns.inc({ job, outcome: 'ok' });
      jobLastSuccess.set({ job }, Date.now() / 1000);
    } catch (err) {
      jobRuns.inc({ job, outcome: 'error' });
      onError(err);
    } finally {
      end();
      running = false;
    }
  };
  const timer = setInterval(() => {
    const now = Date.now();
    jobLag.set({ job }, Math.max(0, now - due) / 1000);
    due = now + intervalMs;
    void run();
  }, intervalMs);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}

/**
 * One run of a job that schedules itself (the live tables' loop, which sleeps until its next phase
 * is due, so `every()` does not fit): records the same series as `every()`, with the lag measured
 * against the time the run was planned for.
 */
export async function recordJobRun<T>(job: string, plannedAt: number, task: () => Promise<T>): Promise<T> {
  jobLag.set({ job }, Math.max(0, Date.now() - plannedAt) / 1000);
  const end = jobDuration.startTimer({ job });
  try {
    const result = await task();
    jobRuns.inc({ job, outcome: 'ok' });
    jobLastSuccess.set({ job }, Date.now() / 1000);
    return result;
  } catch (err) {
    jobRuns.inc({ job, outcome: 'error' });
    throw err;
  } finally {
    end();
  }
}

// --- who is allowed in, consent, error reports ------------------------------------------------

export const accessRefused = counter(
  'fortuna_access_refused_total',
  'Requests the access gate refused, by reason (ip, country, proxy) and scope (site: the 403 page; real_money: sign-up, deposit, real-money launch)',
  ['reason', 'scope'],
);
export const consentChoices = counter('fortuna_consent_choices_total', 'Cookie choices made, by category answer', [
  'analytics',
  'marketing',
]);
export const pageViews = counter('fortuna_page_views_total', 'Page views kept by first-party visit tracking (analytics consent)');
export const errorReports = counter('fortuna_error_reports_total', 'Server errors sent to error reporting (SENTRY_DSN)');

// --- games (rounds from the round layer; bets and wins from the ledger's events) --

export const gameRounds = counter('fortuna_game_rounds_total', 'Game rounds by game and currency', ['game', 'currency']);
export const gameBets = counter('fortuna_game_bets_total', 'Bets placed by game and currency', ['game', 'currency']);
export const gameBetAmount = counter('fortuna_game_bet_amount_minor_total', 'Amount staked, in minor units, by game and currency', [
  'game',
  'currency',
]);
export const gameWins = counter('fortuna_game_wins_total', 'Wins paid by game and currency', ['game', 'currency']);
export const gameWinAmount = counter('fortuna_game_win_amount_minor_total', 'Amount paid out, in minor units, by game and currency', [
  'game',
  'currency',
]);

/** The hook for the round layer: a real-money round that has settled (modules/rgs calls it on close). */
export function recordRound(labels: { game: string; currency: string }) {
  gameRounds.inc(labels);
}

// --- a separate listener (METRICS_PORT) --------------------------------------------------------

/**
 * Serves GET /metrics without credentials on its own port, for a scraper on a private network.
 * The main port's /metrics stays behind the operator credential.
 */
export async function startMetricsServer(port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    exposition().then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return server;
}
