/**
 * The load generator of `bench/spins.ts`, run as a separate process (as pgbench's clients are), so
 * the server's process spends its CPU on the server alone. It is given the base URL and the players'
 * sessions by IPC, plays real-money spins on keep-alive connections (one per player) for `seconds`,
 * and answers with the latencies of the bets, the error count and its own CPU.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadCommand {
  base: string;
  seconds: number;
  bet: number;
  sessions: { headers: Record<string, string>; sessionId: string }[];
}
export interface LoadResult {
  latencies: number[];
  errors: number;
  elapsed: number;
  cpuMs: number;
}

async function run({ base, seconds, bet, sessions }: LoadCommand): Promise<LoadResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sessions.length });
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) reject(new Error(`${path} ${res.statusCode} ${text}`));
            else resolve(JSON.parse(text) as Record<string, unknown>);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const latencies: number[] = [];
  let errors = 0;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    sessions.map(async ({ headers, sessionId }) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          let result = await post('/api/rgs/play', { sessionId, bet: { amount: bet } }, headers);
          latencies.push(performance.now() - t0);
          while ((result.round as { status: string }).status === 'open')
            result = await post('/api/rgs/play', { sessionId, action: { type: 'spin' } }, headers);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  return { latencies, errors, elapsed, cpuMs: (cpu.user + cpu.system) / 1000 };
}

process.once('message', (command: LoadCommand) => {
  void run(command).then((result) => {
    process.send!(result, () => process.exit(0));
  });
});
process.send!('ready');
