import { describe, expect, it } from 'vitest';
import { memoRead, withReadMemo } from './read-memo';

describe('read memo', () => {
  it('reads once per key inside a scope, and every time outside one', async () => {
    let reads = 0;
    const read = () => memoRead('player:1', async () => ++reads);
    await withReadMemo(async () => {
      expect(await Promise.all([read(), read()])).toEqual([1, 1]);
      expect(await read()).toBe(1);
    });
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
  });

  it('keeps scopes apart and forgets a failed read', async () => {
    let reads = 0;
    const failing = () => memoRead('k', async () => Promise.reject(new Error(`no ${++reads}`)));
    await withReadMemo(async () => {
      await expect(failing()).rejects.toThrow('no 1');
      await expect(failing()).rejects.toThrow('no 2');
    });
    const values = await Promise.all([1, 2].map((n) => withReadMemo(() => memoRead('same', async () => n))));
    expect(values).toEqual([1, 2]);
  });
});
