// `npm start` builds the web app when no build exists or a source file is newer than the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps/web/build/server/index.js');

function newest(dir) {
  let latest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'build' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const sources = [path.join(root, 'apps/web/app'), path.join(root, 'packages/contracts/src'), path.join(root, 'packages/locales')].filter(existsSync);
const stale = !existsSync(entry) || Math.max(...sources.map(newest)) > statSync(entry).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
