import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk reload guard', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_059_999, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_060_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
