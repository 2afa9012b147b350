/**
 * The crash drill of the round layer at full size (the suite runs it small in
 * apps/server/test/crash.integration.test.ts): a child server on PostgreSQL with players spinning a
 * slot and playing Mines, SIGKILLed at seeded random moments and restarted, then one SIGTERM, then a
 * restart past the round timeout and one reconciler run, and the checks (README.md).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/crash.ts
 *   (CRASH_PLAYERS=20 CRASH_KILLS=10 CRASH_SEED=1 CRASH_MIN_ANSWERS=100 CRASH_MAX_ANSWERS=1000)
 */
import { runCrashDrill } from '../apps/server/test/crash/crash-harness';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const started = Date.now();
const report = await runCrashDrill({
  adminUrl,
  players: Number(process.env.CRASH_PLAYERS ?? 20),
  kills: Number(process.env.CRASH_KILLS ?? 10),
  seed: Number(process.env.CRASH_SEED ?? 1),
  killAfterAnswers: [Number(process.env.CRASH_MIN_ANSWERS ?? 100), Number(process.env.CRASH_MAX_ANSWERS ?? 1_000)],
  log: (line) => console.log(`  ${line}`),
});
console.log(JSON.stringify(report, null, 2));
const clean =
  report.reconcile.failed === 0 &&
  report.openAfterReconcile === 0 &&
  report.unsettledCalls === 0 &&
  report.moneyMismatches.length === 0 &&
  report.orphanTransactions === 0 &&
  report.balanceMismatches.length === 0 &&
  report.audit.unbalancedTransactions === 0 &&
  report.audit.driftedAccounts.length === 0 &&
  report.audit.unbalancedCurrencies.length === 0 &&
  report.lockedOut.length === 0 &&
  report.interruptedBySigterm.length === 0 &&
  report.sigtermExitCode === 0 &&
  report.serverErrors === 0;
console.log(`${clean ? 'PASS' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(clean ? 0 : 1);
