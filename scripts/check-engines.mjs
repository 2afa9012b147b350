// Every package the lockfile installs must run on the Node.js version the README promises
// ("Node.js 20.19 or newer"): a package whose `engines.node` excludes it fails the unit layer
// (scripts/check-engines.test.ts), so an upgrade cannot quietly require a newer Node.
//   node scripts/check-engines.mjs      lists the offenders, exits 1 when there is one
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');

/** The version the README states, as a full semver ("20.19" -> "20.19.0"). */
export function promisedNode(readme) {
  const match = /Node\.js (\d+\.\d+(?:\.\d+)?) or newer/.exec(readme);
  if (!match) throw new Error('README: no "Node.js X.Y or newer" line');
  return semver.coerce(match[1]).version;
}

/**
 * What excludes the promised version: the root manifest's own `engines.node`, then every lockfile
 * package whose `engines.node` range does not include it.
 */
export function engineViolations({ readme, manifest, lock }) {
  const node = promisedNode(readme);
  const problems = [];
  const own = manifest.engines?.node;
  if (!own || !semver.satisfies(node, own) || semver.minVersion(own)?.version !== node) {
    problems.push(`package.json engines.node is ${JSON.stringify(own)}, the README says Node.js ${node} or newer`);
  }
  for (const [where, pkg] of Object.entries(lock.packages ?? {})) {
    const range = pkg.engines?.node;
    if (!where || typeof range !== 'string') continue; // old packages list engines as an array of notes
    if (!semver.validRange(range) || !semver.satisfies(node, range)) {
      problems.push(`${where.replace(/^.*node_modules\//, '')}@${pkg.version} needs Node ${range}, not ${node} (${where})`);
    }
  }
  return problems;
}

export function checkRepository() {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  return engineViolations({
    readme: read('README.md'),
    manifest: JSON.parse(read('package.json')),
    lock: JSON.parse(read('package-lock.json')),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = checkRepository();
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error('\nPick versions that declare the README\'s Node.js, or an "overrides" entry to one that does and works.');
    process.exit(1);
  }
  console.log("Every installed package runs on the README's Node.js.");
}
