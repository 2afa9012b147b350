/** The catalogue table that build-plugins/catalogue-table.ts generates (lib/i18n.ts). */
declare module 'virtual:i18n-catalogues' {
  type Catalogue = Record<string, unknown>;
  /** the English catalogue's namespaces: every namespace there is */
  export const namespaces: string[];
  /** the chunk a namespace is downloaded with: 'shell' for the shell's, else its own name */
  export function chunkOf(ns: string): string;
  /** per locale and chunk, its download: the chunk's namespaces by name */
  const table: Record<string, Record<string, () => Promise<{ default: Record<string, Catalogue> }>>>;
  export default table;
}
