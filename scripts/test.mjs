// `npm test`: every layer, one command. Lint, typecheck, unit, integration on PGlite, integration on
// PostgreSQL (when TEST_DATABASE_URL is set), end-to-end in Chromium. Prints the counts of each layer
// and a closing "N passed, N failed" line; exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const results = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const terminalColours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (m) =>
  String(m ?? '')
    .replace(terminalColours, '')
    .split('\n')[0]
    .slice(0, 240);

// The names of what failed are repeated in the closing summary: CI logs are often read from their tail only.
function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const f of j.testResults ?? []) {
    const rel = path.relative(root, f.name);
    const failedTests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${rel} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (f.status === 'failed' && !failedTests.length) failures.push(`${rel}: ${firstLine(f.message)}`);
  }
  return {
    passed: j.numPassedTests,
    failed: j.numFailedTests + (j.numTotalTestSuites && !j.success && j.numFailedTests === 0 ? 1 : 0),
    skipped: j.numPendingTests + j.numTodoTests,
    failures,
  };
}

function playwrightFailures(suite, status, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  const specs = (suite.specs ?? []).flatMap((s) =>
    (s.tests ?? [])
      .filter((t) => t.status === status)
      .map((t) => `${[...here, `${s.title} (line ${s.line})`].join(' › ')}: ${firstLine(t.results?.find((r) => r.error)?.error?.message)}`),
  );
  return [...specs, ...(suite.suites ?? []).flatMap((c) => playwrightFailures(c, status, here))];
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  const s = j.stats;
  const failures = (j.suites ?? []).flatMap((x) => playwrightFailures(x, 'unexpected'));
  // a journey that failed once and passed on its retry counts as passed, but is named in the summary
  const flaky = (j.suites ?? []).flatMap((x) => playwrightFailures(x, 'flaky'));
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, failures, flaky };
}

function layer(name, fn) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  results.push({ name, ...fn() });
}

layer('lint', () => run('lint', 'npm', ['run', 'lint', '--silent']));
layer('typecheck', () => run('typecheck', 'npm', ['run', 'typecheck', '--silent']));

// Integration tests that render pages need the built web app; the process test and e2e, the compiled server.
if (!only.length || only.some((o) => 'integration'.startsWith(o) || o === 'e2e')) {
  const r = run('build web app and server (if stale)', 'node', ['scripts/ensure-built.mjs']);
  if (!r.ok) results.push({ name: 'build', ...r });
}

for (const [name, project, env] of [
  ['unit', 'unit', {}],
  ['integration (PGlite)', 'integration', { TEST_DB: 'pglite' }],
  // one file at a time on PostgreSQL: two files' apps (pools of 20, several apps per file) can pass the
  // server's 100 connections, and the brute-force test then sees "too many clients" instead of 5004
  ...(process.env.TEST_DATABASE_URL
    ? [['integration (PostgreSQL)', 'integration', { TEST_DB: 'postgres', INTEGRATION_WORKERS: '1' }]]
    : []),
]) {
  layer(name, () => {
    const file = path.join(out, `${name.replace(/\W+/g, '-')}.json`);
    rmSync(file, { force: true });
    const r = run(
      name,
      'npx',
      ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      env,
    );
    return { ...r, counts: vitestCounts(file) };
  });
}
if (!process.env.TEST_DATABASE_URL && (!only.length || only.some((o) => 'integration'.startsWith(o)))) {
  console.log('\n(TEST_DATABASE_URL not set: integration tests ran on PGlite only)');
}

layer('e2e', () => {
  // two passes (scripts/e2e.mjs): the shared server's journeys, then the chat journeys with the built-in chat on
  const files = ['e2e-results.json', 'e2e-chat-results.json'].map((f) => path.join(out, f));
  for (const f of files) rmSync(f, { force: true });
  const r = run('e2e', 'node', ['scripts/e2e.mjs']);
  const counts = files.map(playwrightCounts).filter(Boolean);
  const sum = (k) => counts.reduce((n, c) => n + c[k], 0);
  const failures = counts.flatMap((c) => c.failures);
  const flaky = counts.flatMap((c) => c.flaky);
  return {
    ...r,
    counts: counts.length ? { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped'), failures, flaky } : null,
  };
});

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== summary ===');
for (const r of results) {
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  }
  if (!r.ok && (!c || c.failed === 0)) failed += 1; // a step that failed without failing tests (lint, typecheck, crash)
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(26)} ${c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : ''} (${r.seconds}s)`,
  );
}
for (const r of results) {
  for (const f of r.counts?.failures ?? []) console.log(`  failed in ${r.name}: ${f}`);
  for (const f of r.counts?.flaky ?? []) console.log(`  flaky in ${r.name} (passed on its retry): ${f}`);
}
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
