import { CHUNK_RELOAD_GUARD_MS } from '@fortuna/contracts';

const KEY = 'chunkReloadAt';

/** A failed chunk load (a new deploy removed it) reloads the page, at most once per 60 s. Returns whether it reloads. */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}
