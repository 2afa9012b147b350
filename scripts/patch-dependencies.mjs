// Runs after every `npm install` / `npm ci` (root "postinstall").
//
// React Router 7's build tools start internal Vite servers with `envFile: false`, an option Vite 8
// deprecates in favour of `envDir: false` (same meaning), so every build printed "The `envFile`
// option is deprecated" several times. React Router 8 made that change, but it needs Node 22; until
// we move there, the installed files get the new option. Idempotent, and a no-op when the package
// is absent (`--omit=dev`) or no longer uses the old option.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/web/package.json'));

function packageDir(name) {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? jsFiles(p) : e.name.endsWith('.js') ? [p] : [];
  });
}

export function adoptEnvDir() {
  const dir = packageDir('@react-router/dev');
  if (!dir || !existsSync(path.join(dir, 'dist'))) return 0;
  let changed = 0;
  for (const file of jsFiles(path.join(dir, 'dist'))) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('envFile: false')) continue;
    writeFileSync(file, source.replaceAll('envFile: false', 'envDir: false'));
    changed++;
  }
  return changed;
}

adoptEnvDir();
