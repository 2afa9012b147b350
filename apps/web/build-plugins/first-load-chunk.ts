import type { Plugin } from 'vite';

type Wanted = Set<string> | 'all';
type Node = { type: string; [key: string]: unknown };
type Specifier = {
  type: string;
  importKind?: string;
  exportKind?: string;
  local?: { name?: string; value?: string };
  imported?: { name?: string; value?: string };
  exported?: { name?: string; value?: string } | null;
};

/** The names a module exports from its own code (not those it passes on from another module). */
function ownExports(body: Node[]): Set<string> {
  const names = new Set<string>();
  for (const n of body) {
    if (n.type === 'ExportDefaultDeclaration') names.add('default');
    if (n.type !== 'ExportNamedDeclaration' || n.source) continue;
    for (const s of (n.specifiers as Specifier[]) ?? []) names.add(nameOf(s.exported));
    const decl = n.declaration as { id?: { name?: string }; declarations?: { id: Node }[] } | null;
    if (decl?.id?.name) names.add(decl.id.name);
    for (const d of decl?.declarations ?? []) bindingNames(d.id, names);
  }
  return names;
}

function bindingNames(pattern: Node, into: Set<string>) {
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name as string);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties as Node[]) bindingNames((p.type === 'RestElement' ? p.argument : p.value) as Node, into);
      break;
    case 'ArrayPattern':
      for (const e of pattern.elements as (Node | null)[]) if (e) bindingNames(e, into);
      break;
    case 'AssignmentPattern':
      bindingNames(pattern.left as Node, into);
      break;
    case 'RestElement':
      bindingNames(pattern.argument as Node, into);
      break;
  }
}

const nameOf = (n?: { name?: string; value?: string } | null) => n?.name ?? n?.value ?? '';

/**
 * The modules every page needs before it is interactive, bundled as one chunk (`shell`): what the
 * browser entry and the root route import statically (React, React DOM, React Router, i18next,
 * React Query, the site's shell), not the route modules themselves nor anything loaded on demand.
 * Left to itself the bundler cuts these into a few dozen small chunks (one per set of lazily loaded
 * screens that share them); gzip compresses one file of them better, and the browser makes fewer
 * requests.
 *
 * `plugin` walks the static imports from the roots once the module graph is complete (before the
 * chunks are cut), following through re-exporting index files only the names that are imported, so
 * a barrel does not drag its other modules (and their libraries) into the first load; `test` is the
 * code-splitting group's test. Stylesheets are left where they were.
 */
export function firstLoadChunks(groups: { name: string; roots: RegExp }[], keepOut: RegExp) {
  const closures = groups.map(() => new Set<string>());
  const plugin: Plugin = {
    name: 'fortuna-first-load-chunks',
    // the groups take their modules without their static imports (which would bring back every
    // module a barrel names), which the bundler allows only if entry chunks may gain exports: React
    // Router reads the route modules' own exports by name, so extra exports change nothing
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      const rollup = (config.build.rollupOptions ??= {});
      rollup.preserveEntrySignatures = 'allow-extension';
      const output = (rollup.output ??= {});
      if (Array.isArray(output)) throw new Error('first-load-chunks: one client output expected');
      output.codeSplitting = {
        groups: groups.map((g, i) => ({
          name: g.name,
          test: (id: string) => closures[i].has(id) && !/\.css(\?|$)/.test(id),
          priority: groups.length - i,
          includeDependenciesRecursively: false,
        })),
      };
    },
    async buildEnd() {
      if (this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const resolved = new Map<string, string | undefined>();
      const resolve = async (source: string, importer: string) => {
        const key = `${importer}\n${source}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(source, importer))?.id);
        return resolved.get(key);
      };
      const walk = async (rootIds: string[]) => {
        const closure = new Set<string>();
        const seen = new Map<string, Wanted>();
        const queue: [string, Wanted][] = rootIds.map((id) => [id, 'all']);
        while (queue.length) {
          const [id, wanted] = queue.pop()!;
          // only the names not requested before
          const before = seen.get(id);
          if (before === 'all') continue;
          const fresh: Wanted = wanted === 'all' ? 'all' : new Set([...wanted].filter((n) => !before?.has(n)));
          if (fresh !== 'all' && fresh.size === 0 && before) continue;
          seen.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
          const info = this.getModuleInfo(id);
          if (!info) continue;
          let body: Node[] | undefined;
          try {
            const lang = /\.tsx(\?|$)/.test(id) ? 'tsx' : /\.[cm]?ts(\?|$)/.test(id) ? 'ts' : /\.jsx(\?|$)/.test(id) ? 'jsx' : 'js';
            body = info.code ? (this.parse(info.code, { lang }).body as unknown as Node[]) : undefined;
          } catch {
            body = undefined;
          }
          if (!body) {
            // not ES module syntax we can read (or no code): everything it imports
            closure.add(id);
            for (const dep of info.importedIds) queue.push([dep, 'all']);
            continue;
          }
          const reexports = (n: Node) => (n.type === 'ExportNamedDeclaration' && n.source) || n.type === 'ExportAllDeclaration';
          if (!body.some((n) => n.type.startsWith('Import') || n.type.startsWith('Export'))) {
            // CommonJS (React, React DOM): everything it requires
            closure.add(id);
            for (const dep of info.importedIds) queue.push([dep, 'all']);
            continue;
          }
          // its own code is needed if a name asked of it is its own (not one that `export *` passes on)
          const ownCode =
            body.some((n) => n.type !== 'ImportDeclaration' && !reexports(n)) &&
            (fresh === 'all' || [...fresh].some((n) => ownExports(body).has(n)));
          // a module that needs a library kept out of the first load stays where the bundler puts it
          if (ownCode && (keepOut.test(id) || info.importedIds.some((dep) => keepOut.test(dep)))) continue;
          if (ownCode) closure.add(id);
          for (const n of body) {
            const source = (n.source as { value?: string } | null | undefined)?.value;
            if (!source) continue;
            let names: Wanted | undefined;
            if (n.type === 'ImportDeclaration') {
              // a module whose own code runs needs what it imports; a pure re-exporter only what is asked of it
              if (!ownCode || (n as { importKind?: string }).importKind === 'type') continue;
              const specs = ((n.specifiers as Specifier[]) ?? []).filter((s) => s.importKind !== 'type');
              if (!(n.specifiers as Specifier[])?.length || specs.some((s) => s.type === 'ImportNamespaceSpecifier')) names = 'all';
              else names = new Set(specs.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))));
            } else if (n.type === 'ExportAllDeclaration') {
              if (n.exported) names = fresh === 'all' || fresh.has(nameOf(n.exported as Specifier['exported'])) ? 'all' : undefined;
              else names = fresh;
            } else {
              if ((n as { exportKind?: string }).exportKind === 'type') continue;
              const specs = ((n.specifiers as Specifier[]) ?? []).filter((s) => s.exportKind !== 'type');
              const asked = specs.filter((s) => fresh === 'all' || fresh.has(nameOf(s.exported)));
              if (asked.length) names = new Set(asked.map((s) => nameOf(s.local)));
            }
            if (!names || (names !== 'all' && !names.size)) continue;
            const dep = await resolve(source, id);
            if (dep) queue.push([dep, names]);
          }
        }
        for (const id of rootIds) closure.delete(id);
        return closure;
      };
      const taken = new Set<string>();
      for (const [i, group] of groups.entries()) {
        const rootIds = ids.filter((id) => group.roots.test(id));
        const closure = await walk(rootIds);
        closures[i].clear();
        for (const id of closure) {
          if (taken.has(id)) continue;
          // after the first group, only what no module outside the group (and those before) imports:
          // a page's chunk must not be what another page needs for one of its modules
          const importers = this.getModuleInfo(id)?.importers ?? [];
          if (i > 0 && !importers.every((m) => closure.has(m) || rootIds.includes(m) || taken.has(m))) continue;
          closures[i].add(id);
        }
        for (const id of closures[i]) taken.add(id);
      }
      // Vite's preload helper and the bundler's runtime, which the shell and most lazy chunks import: with the shell
      if (groups.length) for (const id of ids) if (/vite\/preload-helper|rolldown\/runtime/.test(id)) closures[0].add(id);
    },
  };
  return plugin;
}
