// `npm start` (and `npm run operator`, the e2e harness and the process test) build the server and
// the web app when a build is missing or older than a source it comes from. Quiet: one line while it
// builds, the build's own output only when it fails.
//   node scripts/ensure-built.mjs          both
//   node scripts/ensure-built.mjs server   the server bundle only (the operator CLI needs no pages)
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, buildWeb, SERVER_DIST, WEB_BUILD } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time under the given files and folders (build output, dependencies and tests skipped). */
export function newestMtime(paths) {
  let latest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      continue;
    }
    for (const e of readdirSync(p, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'build' || e.name === 'dist' || e.name.startsWith('.') || /\.test\.tsx?$/.test(e.name))
        continue;
      latest = Math.max(latest, newestMtime([path.join(p, e.name)]));
    }
  }
  return latest;
}

export function isStale(output, sources) {
  return !existsSync(output) || newestMtime(sources) > statSync(output).mtimeMs;
}

const shared = [at('packages/contracts/src'), at('packages/contracts/package.json'), at('packages/game-math/src'), at('package-lock.json')];
export const targets = {
  server: {
    output: path.join(SERVER_DIST, 'main.js'),
    sources: [at('apps/server/src'), at('apps/server/package.json'), at('scripts/operator.ts'), at('scripts/build.mjs'), ...shared],
    build: () => buildServer(),
  },
  web: {
    output: path.join(WEB_BUILD, 'server/index.js'),
    sources: [
      at('apps/web/app'),
      at('apps/web/public'),
      at('apps/web/vite.config.ts'),
      at('apps/web/react-router.config.ts'),
      at('apps/web/package.json'),
      ...shared,
    ],
    build: () => buildWeb({ quiet: true }),
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const wanted = process.argv[2] === 'server' ? ['server'] : ['web', 'server'];
  const stale = wanted.filter(
    (name) => !(name === 'web' && process.env.SKIP_WEB_BUILD === '1') && isStale(targets[name].output, targets[name].sources),
  );
  if (stale.length) {
    console.log(`Building ${stale.map((name) => (name === 'web' ? 'the web app' : 'the server')).join(' and ')}…`);
    for (const name of stale) {
      try {
        await targets[name].build();
      } catch (err) {
        console.error(`${err.output ?? ''}\nBuilding ${name === 'web' ? 'the web app' : 'the server'} failed: ${err.message}`);
        process.exit(1);
      }
    }
  }
}
