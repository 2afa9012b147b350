/**
 * The consistency figures of issue 16, for one checkout (this one, or any commit):
 *   1. the files of ours and the import statements between them that a real-money spin and a
 *      deposit pass through: on the server measured at run time (V8 precise coverage of the real app,
 *      in-process), on the web counted statically from the route that starts them;
 *   2. inline query-key literals in apps/web outside the features' api.ts factories;
 *   3. lines over 160 characters in tracked source files;
 *   4. the pairs `duplicates --repo <checkout> --seconds 120` counts.
 *
 *   node --import tsx bench/consistency.ts                  # this checkout, as it is on disk
 *   node --import tsx bench/consistency.ts --rev 638491b    # a commit: checked out (detached) in a
 *        worktree next to this one and `npm ci`-ed there once, unless --checkout names one already
 *   options: --checkout <dir> (measure that checkout), --no-duplicates, --json
 *
 * The run-time part is spawned inside the measured checkout (its own tsx and node_modules): a small
 * probe written there for the run and deleted afterwards, which imports only files both the old and
 * the new tree have (apps/server/test/helpers.ts and the cashier's test helpers). Definitions and
 * results: bench/README.md, "Consistency figures (issue 16)".
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const here = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const git = (dir: string, ...a: string[]) => execFileSync('git', ['-C', dir, ...a], { encoding: 'utf8', maxBuffer: 64 << 20 }).trim();

/** The checkout to measure: --checkout, else a worktree of --rev (made and installed once), else this one. */
function checkoutOf(): string {
  const dir = option('--checkout');
  if (dir) return path.resolve(dir);
  const rev = option('--rev');
  if (!rev) return here;
  const sha = git(here, 'rev-parse', '--verify', `${rev}^{commit}`);
  if (git(here, 'rev-parse', 'HEAD') === sha && git(here, 'status', '--porcelain') === '') return here;
  // a clean worktree already at that commit serves as it is
  const worktrees = git(here, 'worktree', 'list', '--porcelain').split('\n\n');
  for (const entry of worktrees) {
    const dir = /^worktree (.+)$/m.exec(entry)?.[1];
    if (
      dir &&
      entry.includes(`HEAD ${sha}`) &&
      existsSync(path.join(dir, 'node_modules', '.bin', 'tsx')) &&
      git(dir, 'status', '--porcelain') === ''
    )
      return dir;
  }
  const wt = path.join(path.dirname(here), `${path.basename(here)}-at-${sha.slice(0, 7)}`);
  if (!existsSync(wt)) execFileSync('git', ['-C', here, 'worktree', 'add', '--detach', wt, sha], { stdio: 'inherit' });
  if (!existsSync(path.join(wt, 'node_modules', '.bin', 'tsx')))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: wt, stdio: 'inherit' });
  return wt;
}

const root = checkoutOf();
const head = git(root, 'rev-parse', '--short', 'HEAD');
const dirty = git(root, 'status', '--porcelain', '--untracked-files=no') !== '';
const tracked = git(root, 'ls-files').split('\n');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

// ---------------------------------------------------------------------------------------------
// Import graph of our TypeScript sources (apps/*, packages/*), runtime imports only.

const isTest = (rel: string) =>
  /(^|\/)(test|tests|e2e|fakes)\//.test(rel) || /\.(test|spec)\.[cm]?tsx?$/.test(rel) || /test-(support|helpers)/.test(rel);
const sources = new Set(tracked.filter((f) => /^(apps|packages)\/.+\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.d.ts')));

/** Resolves an import specifier written in `from` to one of our tracked source files (or undefined). */
function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else {
    const m = /^@fortuna\/([^/]+)(?:\/(.+))?$/.exec(spec);
    if (!m) return undefined;
    base = `packages/${m[1]}/src/${m[2] ?? 'index'}`;
  }
  base = base.replace(/\.(js|mjs|jsx)$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`, `${base}/index.tsx`])
    if (sources.has(candidate)) return candidate;
  return undefined;
}

/** The runtime import statements of a file (`import type` and all-type specifier lists left out), dynamic imports included. */
const importCache = new Map<string, string[]>();
function importsOf(rel: string): string[] {
  const cached = importCache.get(rel);
  if (cached) return cached;
  const sf = ts.createSourceFile(rel, read(rel), ts.ScriptTarget.Latest, true, rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const resolved = out.map((s) => resolve(rel, s)).filter((f): f is string => !!f);
  importCache.set(rel, resolved);
  return resolved;
}

/** The import statements from one file of `files` to another. */
const edgesAmong = (files: Set<string>) => [...files].reduce((n, f) => n + importsOf(f).filter((t) => files.has(t)).length, 0);

/** One runtime import or re-export statement: the file it loads and the names it takes (null: all of them). */
interface Statement {
  from: string;
  to: string;
  names: string[] | null;
  /** for `export { a as b } from`: exported name → imported name */
  reexports?: Map<string, string>;
  star?: boolean;
}
interface ModuleInfo {
  statements: Statement[];
  local: Set<string>;
  localFrom: Map<string, { st: Statement; name: string }>;
}
const parse = (rel: string) =>
  ts.createSourceFile(rel, read(rel), ts.ScriptTarget.Latest, true, rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const moduleCache = new Map<string, ModuleInfo>();
/** A file's runtime import and re-export statements (dynamic imports included), and the names it exports without declaring them. */
function moduleOf(rel: string): ModuleInfo {
  const cached = moduleCache.get(rel);
  if (cached) return cached;
  const sf = parse(rel);
  const statements: Statement[] = [];
  const local = new Set<string>();
  const localFrom = new Map<string, { st: Statement; name: string }>();
  for (const node of sf.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const to = resolve(rel, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (!to || clause?.isTypeOnly) continue;
      let names: string[] | null = [];
      if (clause?.name) names.push('default');
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) names = null;
      else if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const e of clause.namedBindings.elements) if (!e.isTypeOnly) names!.push((e.propertyName ?? e.name).text);
      if (clause && names && names.length === 0) continue;
      const st: Statement = { from: rel, to, names: clause ? names : null };
      statements.push(st);
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const e of clause.namedBindings.elements) localFrom.set(e.name.text, { st, name: (e.propertyName ?? e.name).text });
    } else if (ts.isExportDeclaration(node)) {
      if (node.isTypeOnly) continue;
      if (!node.moduleSpecifier) {
        if (node.exportClause && ts.isNamedExports(node.exportClause))
          for (const e of node.exportClause.elements) if (!e.isTypeOnly) local.add(e.name.text);
        continue;
      }
      const to = ts.isStringLiteral(node.moduleSpecifier) ? resolve(rel, node.moduleSpecifier.text) : undefined;
      if (!to) continue;
      if (!node.exportClause) statements.push({ from: rel, to, names: null, star: true });
      else if (ts.isNamespaceExport(node.exportClause))
        statements.push({ from: rel, to, names: null, reexports: new Map([[node.exportClause.name.text, '*']]) });
      else {
        const map = new Map<string, string>();
        for (const e of node.exportClause.elements) if (!e.isTypeOnly) map.set(e.name.text, (e.propertyName ?? e.name).text);
        if (map.size) statements.push({ from: rel, to, names: [...map.values()], reexports: map });
      }
    }
  }
  // dynamic imports anywhere in the file
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const to = resolve(rel, node.arguments[0].text);
      if (to) statements.push({ from: rel, to, names: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const info = { statements, local, localFrom };
  moduleCache.set(rel, info);
  return info;
}

/** The names a file exports, following `export *`. */
function exportsOf(rel: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(rel)) return out;
  seen.add(rel);
  const m = moduleOf(rel);
  m.local.forEach((n) => out.add(n));
  for (const st of m.statements) {
    if (st.reexports) st.reexports.forEach((_, n) => out.add(n));
    if (st.star) exportsOf(st.to, seen).forEach((n) => out.add(n));
  }
  for (const node of parse(rel).statements) {
    if (ts.isExportAssignment(node)) out.add('default');
    const mods = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
    if (!mods?.some((x) => x.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (mods.some((x) => x.kind === ts.SyntaxKind.DefaultKeyword)) out.add('default');
    else if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) out.add(d.name.text);
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) && node.name) out.add(node.name.text);
  }
  return out;
}

/**
 * The files a module loads for what it uses, and (in `used`) the statements that load them. A name
 * that a file only re-exports (an index.ts barrel, `export { x } from`) is followed along that
 * re-export alone, as a bundler does with `sideEffects: false`; a file that declares what is asked
 * of it is followed along all its runtime imports.
 */
/** What asking `file` for `name` (null: loading it whole) follows: the re-exports that supply the name, or all its statements. */
function stepsOf(file: string, name: string | null): { key: string; steps: [Statement, string[] | null][] } {
  const m = moduleOf(file);
  const providers: [Statement, string[] | null][] = [];
  if (name !== null) {
    const viaImport = m.localFrom.get(name);
    if (m.local.has(name) && viaImport) providers.push([viaImport.st, [viaImport.name]]);
    for (const st of m.statements) {
      const original = st.reexports?.get(name);
      if (original !== undefined) providers.push([st, original === '*' ? null : [original]]);
      else if (st.star && exportsOf(st.to).has(name)) providers.push([st, [name]]);
    }
  }
  if (providers.length) return { key: `${file}#${name}`, steps: providers };
  return { key: file, steps: m.statements.map((st) => [st, st.star || st.reexports ? null : st.names]) };
}

/** One step of a traversal: from one (file, name) node to another, by a statement. */
interface Step {
  from: string;
  to: string;
  st: Statement;
}

/**
 * The (file, name) nodes a module loads for what it uses, and the steps between them. A name that a
 * file only re-exports (an index.ts barrel, `export { x } from`) is followed along that re-export
 * alone, as a bundler does with `sideEffects: false`; a file that declares what is asked of it is
 * followed along all its runtime imports.
 */
function traverse(start: string): { nodes: Set<string>; steps: Step[] } {
  const nodes = new Set<string>();
  const steps: Step[] = [];
  const todo: { file: string; name: string | null }[] = [{ file: start, name: null }];
  while (todo.length) {
    const { file, name } = todo.pop()!;
    const { key, steps: next } = stepsOf(file, name);
    if (nodes.has(key)) continue;
    nodes.add(key);
    for (const [st, names] of next) {
      for (const n of names ?? [null]) {
        steps.push({ from: key, to: stepsOf(st.to, n).key, st });
        todo.push({ file: st.to, name: n });
      }
    }
  }
  return { nodes, steps };
}
const fileOf = (key: string) => key.split('#')[0];

/** The web files a request passes through: those on an import path from `entry` to the module that sends it, and what that module loads. */
function webPath(entry: string, requestPaths: string[]): { files: Set<string>; imports: number; sender: string } {
  const reach = traverse(entry);
  const sender = [...reach.nodes].find((key) => {
    if (!key.startsWith('apps/web/') || key.includes('#')) return false;
    let found = false;
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) && requestPaths.includes(node.text)) found = true;
      if (!found) ts.forEachChild(node, visit);
    };
    visit(parse(key));
    return found;
  });
  if (!sender) throw new Error(`no module reachable from ${entry} sends ${requestPaths[0]}`);
  // the nodes from which the sender is reached
  const into = new Map<string, Step[]>();
  for (const step of reach.steps) {
    if (!into.has(step.to)) into.set(step.to, []);
    into.get(step.to)!.push(step);
  }
  const onPath = new Set([sender]);
  const pathSteps = new Set<Statement>();
  const todo = [sender];
  while (todo.length) {
    for (const step of into.get(todo.pop()!) ?? []) {
      pathSteps.add(step.st);
      if (onPath.has(step.from)) continue;
      onPath.add(step.from);
      todo.push(step.from);
    }
  }
  const loads = traverse(sender);
  const files = new Set([...onPath, ...loads.nodes].map(fileOf));
  const statements = new Set([...pathSteps, ...loads.steps.map((s) => s.st)]);
  return { files, imports: statements.size, sender };
}

// ---------------------------------------------------------------------------------------------
// 1. The server, at run time: a probe spawned inside the checkout.

const PROBE = String.raw`
import { Session } from 'node:inspector/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const root = process.cwd();
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
const load = (rel) => import(pathToFileURL(path.join(root, rel)).href);
const { buildTestApp } = await load('apps/server/test/helpers.ts');
const { deliverCallbacks } = await load('apps/server/src/modules/cashier/cashier.test-helpers.ts');
const prefix = pathToFileURL(root).href + '/';
const ours = (rel) =>
  /^(apps\/[^/]+\/src|packages\/[^/]+\/src)\//.test(rel) && !/(^|\/)(test|fakes)\//.test(rel) && !/\.(test|spec)\.|test-(support|helpers)/.test(rel);
/** the functions of ours that ran since the last take, as "file#offset" */
async function take() {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const ran = new Set();
  for (const script of result) {
    if (!script.url.startsWith(prefix) || script.url.includes('/node_modules/')) continue;
    const rel = decodeURIComponent(script.url.slice(prefix.length).split('?')[0]);
    if (!ours(rel)) continue;
    for (const fn of script.functions) if (fn.ranges[0].count > 0) ran.add(rel + '#' + fn.ranges[0].startOffset);
  }
  return ran;
}
const settle = () => new Promise((r) => setTimeout(r, 250));
const player = randomUUID();
const headers = { 'x-test-player': player };
const headerSessions = async (request) => {
  const id = request.headers['x-test-player'];
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? { playerId: id, sessionId: 'test-' + id } : null;
};
const t = await buildTestApp({ sessionResolver: headerSessions });
const post = async (url, payload, extra = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...extra } });
  if (res.statusCode !== 200) throw new Error(url + ' answered ' + res.statusCode + ' ' + res.body);
  return res.json();
};
const card = { holder: 'Ada Lovelace', expiry: '12/30', cvc: '123', number: '4242 4242 4242 4242' };
const deposit = async () => {
  t.clock.advance?.(60_000);
  const payment = await post('/api/cashier/deposit', { paymentSystem: 'sandbox-card', amount: 2_500, card });
  if (payment.status !== 'processing' && payment.status !== 'success') throw new Error('deposit ' + JSON.stringify(payment));
  const n = await deliverCallbacks(t);
  if (n !== 1) throw new Error('expected one sandbox callback, got ' + n);
};
const game = process.env.GAME ?? 'lucky-sevens';
const spin = async (sessionId) => {
  const r = await post('/api/rgs/play', { sessionId, bet: { amount: 100 } });
  if (!r.round) throw new Error('spin ' + JSON.stringify(r).slice(0, 200));
  return r.round;
};
// warm-up: the first deposit funds the player, the first spin of the session
await deposit();
await deposit();
const launch = await post('/api/game/real/' + game, {});
const opened = await post('/api/rgs/session', { token: launch.token });
await spin(opened.sessionId);
await take();
await settle();
const idle = await take();
/** the files of the functions that ran in each of three requests of one kind (what a timer runs now and then drops out) */
const common = (runs) => {
  const fns = [...runs[0]].filter((f) => runs.every((r) => r.has(f)));
  return [...new Set(fns.map((f) => f.split('#')[0]))].sort();
};
async function measure(work) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    await take();
    await work();
    await settle();
    runs.push(await take());
  }
  return common(runs);
}
// a spin's path depends on its outcome: three closed spins that lose and three that win
const lost = [];
const won = [];
for (let i = 0; i < 300 && (lost.length < 3 || won.length < 3); i++) {
  await take();
  const round = await spin(opened.sessionId);
  await settle();
  const ran = await take();
  if (round.status !== 'closed' || round.jackpotWin > 0) continue;
  if (round.win > 0) won.length < 3 && won.push(ran);
  else lost.length < 3 && lost.push(ran);
}
if (lost.length < 3 || won.length < 3) throw new Error('not enough closed spins of each outcome');
const spinLost = common(lost);
const spinWon = common(won);
const depositFiles = await measure(deposit);
await t.close();
const idleFiles = [...new Set([...idle].map((f) => f.split('#')[0]))].sort();
process.stdout.write('\nPROBE ' + JSON.stringify({ spinLost, spinWon, deposit: depositFiles, idle: idleFiles, game }) + '\n');
process.exit(0);
`;

function serverPaths(): { spinLost: string[]; spinWon: string[]; deposit: string[]; idle: string[]; game: string } {
  const probe = path.join(root, '.consistency-probe.mts');
  writeFileSync(probe, PROBE);
  try {
    const env = { ...process.env, TEST_DB: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    const run = spawnSync(process.execPath, ['--no-opt', '--import', 'tsx', probe], {
      cwd: root,
      env,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const line = run.stdout.split('\n').find((l) => l.startsWith('PROBE '));
    if (!line) throw new Error(`the probe failed (exit ${run.status}):\n${run.stderr.slice(-4000)}\n${run.stdout.slice(-2000)}`);
    return JSON.parse(line.slice(6));
  } finally {
    rmSync(probe, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Inline query-key literals in the web app.

const KEY_METHODS =
  'setQueryData|getQueryData|setQueriesData|getQueriesData|invalidateQueries|refetchQueries|cancelQueries|removeQueries' +
  '|resetQueries|fetchQuery|prefetchQuery|ensureQueryData|getQueryState|isFetching';
const keyLiteral = new RegExp(String.raw`queryKey\s*:\s*\[|\b(?:${KEY_METHODS})\s*(?:<[^>]*>)?\(\s*\[`, 'g');
const isFactoryFile = (rel: string) => /^apps\/web\/app\/features\/[^/]+\/api\.ts$/.test(rel);

function queryKeyLiterals() {
  const found: { at: string; inFactory: boolean }[] = [];
  for (const rel of tracked) {
    if (!/^apps\/web\/app\/.+\.(ts|tsx)$/.test(rel) || isTest(rel)) continue;
    read(rel)
      .split('\n')
      .forEach((line, i) => {
        for (const _ of line.matchAll(keyLiteral)) found.push({ at: `${rel}:${i + 1}`, inFactory: isFactoryFile(rel) });
      });
  }
  return { outside: found.filter((f) => !f.inFactory).map((f) => f.at), inFactories: found.filter((f) => f.inFactory).length };
}

// ---------------------------------------------------------------------------------------------
// 3. Lines over 160 characters.

const LONG_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
/** generated, not written: React Router's typegen output is untracked; nothing tracked is generated today */
const GENERATED = /(^|\/)(package-lock\.json|node_modules\/|dist\/|build\/|\.react-router\/)/;

function longLines() {
  const at: string[] = [];
  for (const rel of tracked) {
    if (!LONG_EXT.test(rel) || GENERATED.test(rel) || !existsSync(path.join(root, rel))) continue;
    read(rel)
      .split('\n')
      .forEach((line, i) => {
        if (line.length > 160) at.push(`${rel}:${i + 1}`);
      });
  }
  return at;
}

// ---------------------------------------------------------------------------------------------
// 4. duplicates.

function duplicatePairs(): { pairs: number | null; line: string } {
  if (args.includes('--no-duplicates')) return { pairs: null, line: 'skipped' };
  const run = spawnSync('duplicates', ['--repo', root, '--seconds', '120'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const line = (run.stdout ?? '').split('\n')[0] ?? '';
  const m = /^no duplicates/.test(line) ? ['0', '0'] : /(\d[\d,]*)\s+pairs?/.exec(line);
  const incomplete = (run.stdout ?? '').split('\n').filter((l) => l.startsWith('incomplete'));
  return { pairs: m ? Number(m[1].replace(/,/g, '')) : null, line: [line, ...incomplete].join(' / ') };
}

// ---------------------------------------------------------------------------------------------

const server = serverPaths();
const serverFigure = (files: string[]) => {
  const set = new Set(files.filter((f) => sources.has(f)));
  return { files: set.size, imports: edgesAmong(set), list: [...set] };
};
const spinLost = serverFigure(server.spinLost);
const spinServer = serverFigure(server.spinWon);
const depositServer = serverFigure(server.deposit);
const spinWeb = webPath('apps/web/app/routes/rgs.play.tsx', ['/rgs/play', 'POST /rgs/play']);
const depositWeb = webPath('apps/web/app/root.tsx', ['/cashier/deposit', 'POST /cashier/deposit']);
const keys = queryKeyLiterals();
const long = longLines();
const dup = duplicatePairs();

const result = {
  checkout: root,
  commit: head + (dirty ? ' (with uncommitted changes)' : ''),
  spin: {
    server: {
      won: { files: spinServer.files, imports: spinServer.imports },
      lost: { files: spinLost.files, imports: spinLost.imports },
      game: server.game,
    },
    web: { files: spinWeb.files.size, imports: spinWeb.imports, sender: spinWeb.sender },
  },
  deposit: {
    server: { files: depositServer.files, imports: depositServer.imports },
    web: { files: depositWeb.files.size, imports: depositWeb.imports, sender: depositWeb.sender },
  },
  queryKeyLiterals: { outsideFactories: keys.outside.length, inFactories: keys.inFactories, at: keys.outside },
  linesOver160: { count: long.length, at: long },
  duplicates: dup,
  lists: {
    spinServerWon: spinServer.list,
    spinServerLost: spinLost.list,
    depositServer: depositServer.list,
    spinWeb: [...spinWeb.files].sort(),
    depositWeb: [...depositWeb.files].sort(),
  },
};

if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  const perFile = new Map<string, number>();
  for (const at of long) perFile.set(at.split(':')[0], (perFile.get(at.split(':')[0]) ?? 0) + 1);
  console.log(`checkout ${root} at ${result.commit}`);
  console.log(`spin (${server.game}) that wins, server at run time: ${spinServer.files} files, ${spinServer.imports} imports between them`);
  console.log(`spin that loses, server at run time: ${spinLost.files} files, ${spinLost.imports} imports between them`);
  console.log(
    `spin, web (static, routes/rgs.play.tsx → ${spinWeb.sender}): ${result.spin.web.files} files, ${result.spin.web.imports} imports`,
  );
  console.log(
    `deposit (request + signed callback), server at run time: ${depositServer.files} files, ${depositServer.imports} imports between them`,
  );
  console.log(
    `deposit, web (static, root.tsx → ${depositWeb.sender}): ${result.deposit.web.files} files, ${result.deposit.web.imports} imports`,
  );
  console.log(`query-key literals outside the features' api.ts: ${keys.outside.length} (inside api.ts: ${keys.inFactories})`);
  for (const at of keys.outside) console.log(`  ${at}`);
  console.log(`lines over 160 characters: ${long.length} in ${perFile.size} files`);
  for (const [f, n] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)} ${f}`);
  console.log(`duplicates pairs: ${dup.pairs ?? '?'} (${dup.line})`);
  console.log(`(files of ours that ran in an idle 250 ms window, for comparison: ${server.idle.join(', ') || 'none'})`);
}
