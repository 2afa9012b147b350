// Builds what `npm start` runs: the server (one esbuild bundle per entry, with source maps, run by
// plain node) and the web app (React Router's Vite build). `npm run build` builds both;
// `node scripts/build.mjs server` or `... web` builds one. scripts/ensure-built.mjs calls these
// quietly when a build is missing or older than its sources.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

export const SERVER_DIST = path.join(root, 'apps/server/dist');
export const WEB_BUILD = path.join(root, 'apps/web/build');

/**
 * The server and the operator CLI, bundled with the workspace packages (their sources are
 * TypeScript, which plain node does not run); every other package stays an import of node_modules.
 */
export async function buildServer() {
  const esbuild = await import('esbuild');
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/server/src/main.ts', operator: 'scripts/operator.ts' },
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-external-but-workspace',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@fortuna/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/** The React Router build (client assets + server render bundle) into apps/web/build. */
export function buildWeb({ quiet = false } = {}) {
  const cli = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');
  return run(process.execPath, [cli, 'build'], path.join(root, 'apps/web'), quiet);
}

/** Runs a build step; quiet: its output is kept and shown only when it fails. */
function run(cmd, args, cwd, quiet) {
  return new Promise((resolve, reject) => {
    const env = quiet ? { ...process.env, FORCE_COLOR: '0' } : process.env;
    const child = spawn(cmd, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(Object.assign(new Error(`${path.basename(args[0] ?? cmd)} ${args.slice(1).join(' ')} failed`), { output })),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const which = process.argv[2] ?? 'all';
  try {
    if (which === 'all' || which === 'web') await buildWeb();
    if (which === 'all' || which === 'server') {
      await buildServer();
      console.log(`server built into ${path.relative(root, SERVER_DIST)}/`);
    }
  } catch (err) {
    console.error(err.errors ? err.message : (err.output ?? '') + err.message);
    process.exit(1);
  }
}
