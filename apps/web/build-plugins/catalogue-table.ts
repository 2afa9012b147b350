import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TABLE = 'virtual:i18n-catalogues';
const CHUNK = 'virtual:i18n-chunk/';

/** The file name of a catalogue chunk, `i18n-<locale>-<chunk>`, from its module's id (else undefined). */
export function catalogueChunkName(moduleId: string | null | undefined): string | undefined {
  const [, locale, chunk] = /^\0virtual:i18n-chunk\/([a-z]{2})\/([\w-]+)$/.exec(moduleId ?? '') ?? [];
  return locale && chunk ? `i18n-${locale}-${chunk}` : undefined;
}

/**
 * The browser's table of UI catalogues (lib/i18n.ts), as `virtual:i18n-catalogues`: per language,
 * one loader per downloadable chunk (the shell's namespaces together, each other namespace alone),
 * and each chunk a module whose default export holds its namespaces by name. One short entry per
 * chunk instead of one per catalogue file keeps the table every page downloads small.
 */
export function catalogueTable(localesDir: string, shellNamespaces: readonly string[]): Plugin {
  const chunkOf = (ns: string) => (shellNamespaces.includes(ns) ? 'shell' : ns);
  const locales = () =>
    readdirSync(localesDir)
      .filter((l) => /^[a-z]{2}$/.test(l))
      .sort();
  const namespacesOf = (locale: string) =>
    readdirSync(path.join(localesDir, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  const q = JSON.stringify;
  return {
    name: 'fortuna-catalogue-table',
    resolveId(id) {
      return id === TABLE || id.startsWith(CHUNK) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${TABLE}`) {
        for (const locale of locales()) this.addWatchFile(path.join(localesDir, locale));
        const rows = locales().map((locale) => {
          const chunks = [...new Set(namespacesOf(locale).map(chunkOf))];
          return `${q(locale)}:{${chunks.map((c) => `${q(c)}:()=>import(${q(`${CHUNK}${locale}/${c}`)})`).join(',')}}`;
        });
        return [
          `export const namespaces=${q(namespacesOf('en'))};`,
          `export const chunkOf=(ns)=>${q(shellNamespaces)}.includes(ns)?"shell":ns;`,
          `export default {${rows.join(',')}};`,
        ].join('\n');
      }
      if (id.startsWith(`\0${CHUNK}`)) {
        const [locale, chunk] = id.slice(1 + CHUNK.length).split('/');
        const namespaces = namespacesOf(locale).filter((ns) => chunkOf(ns) === chunk);
        const imports = namespaces.map((ns, i) => `import n${i} from ${q(path.join(localesDir, locale, `${ns}.json`))};`);
        return `${imports.join('\n')}\nexport default {${namespaces.map((ns, i) => `${q(ns)}:n${i}`).join(',')}};`;
      }
      return undefined;
    },
  };
}
