import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createMemoryStorage } from './storage';

describe('file storage', () => {
  let dir = '';
  afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

  it('keeps, returns and deletes files on disk', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fortuna-storage-'));
    const storage = createDiskStorage(dir);
    await storage.put('kyc/abc/doc-1', new Uint8Array([1, 2, 3]));
    expect([...((await storage.get('kyc/abc/doc-1')) ?? [])]).toEqual([1, 2, 3]);
    await storage.delete('kyc/abc/doc-1');
    expect(await storage.get('kyc/abc/doc-1')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const storage of [createDiskStorage('/nonexistent'), createMemoryStorage()]) {
      for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'A/upper', 'a//b', ''])
        await expect(storage.put(key, new Uint8Array())).rejects.toThrow(/invalid storage key/);
    }
  });
});
