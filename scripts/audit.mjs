// CI's dependency audit: `npm audit` of what production runs (--omit=dev), failing on a high or
// critical advisory. When the advisory service cannot be reached (offline machine, a registry
// mirror without the audit endpoint) it says so in one line and passes: no answer is not a finding.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];
const FAIL_AT = new Set(['critical', 'high']);

/** The verdict on `npm audit --json` output: null when the service gave no report. */
export function verdict(report) {
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) return null;
  const found = Object.entries(report.vulnerabilities ?? {}).map(([name, v]) => ({ name, severity: v.severity, range: v.range }));
  const lines = [
    `npm audit (production dependencies): ${counts.total ?? 0} advisories (${SEVERITIES.map((s) => `${counts[s] ?? 0} ${s}`).join(', ')})`,
    ...found.map((v) => `  ${v.severity.padEnd(8)} ${v.name} ${v.range}`),
  ];
  return { ok: !found.some((v) => FAIL_AT.has(v.severity)), lines };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  let report = null;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = null;
  }
  const result = verdict(report);
  if (!result) {
    const why = report?.message || report?.error?.summary || run.error?.message || (run.stderr || 'no answer').trim().split('\n').pop();
    console.log(`npm audit skipped: the advisory service is not reachable (${why})`);
    process.exit(0);
  }
  for (const line of result.lines) console.log(line);
  if (!result.ok) {
    console.error('npm audit: a high or critical advisory; upgrade the package (or override a transitive version) before merging');
    process.exit(1);
  }
}
