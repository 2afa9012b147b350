import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', SKIP_WEB_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const up = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Fortuna is up') && resolve());
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  up.catch(() => {}); // observed by the tests that wait for it
  return { child, up, exited, output: () => output };
}

describe('the server process', () => {
  it('stops with one clear line when a variable is invalid', async () => {
    const s = startServer({ PORT: 'not-a-port' });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toMatch(/^Invalid environment variable PORT: .+$/);
  }, 60_000);

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fortuna-main-'));
    const s = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      await s.up;
      // a request whose body is still arriving when the signal comes
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      const body = JSON.stringify({ probe: 'x'.repeat(40) });
      socket.write(`POST /api/app/config HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      socket.write(body.slice(0, 10));
      let response = '';
      socket.on('data', (d) => (response += d));
      const ended = new Promise((r) => socket.on('close', r));
      // wait until the server has read the headers (the log line for the incoming request)
      await new Promise<void>((resolve) => {
        const check = () => (s.output().includes('incoming request') ? resolve() : setImmediate(check));
        check();
      });
      s.child.kill('SIGTERM');
      await new Promise<void>((resolve) => {
        const check = () => (s.output().includes('shutting down') ? resolve() : setImmediate(check));
        check();
      });
      socket.end(body.slice(10));
      await ended;
      expect(response).toMatch(/^HTTP\/1\.1 \d{3}/);
      expect(await s.exited).toBe(0);
    } finally {
      s.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // starts a whole server on a fresh embedded database
});
