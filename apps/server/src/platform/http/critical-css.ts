import { Worker } from 'node:worker_threads';

/**
 * Critical CSS for cached pages, worked out off the request path. A page's stylesheets block its
 * first paint; for a page kept in the page cache, a worker thread (beasties) inlines the rules the
 * server's HTML uses in a `<style>` carrying the page's style nonce, and turns each
 * `<link rel="stylesheet">` into `media="print"` that one script (with the page's script nonce, no
 * inline event handler: the Content Security Policy allows neither) switches back once the document
 * is parsed. The full stylesheet still loads, for what the client renders later.
 *
 * The work (40–160 ms of CSS matching per page) runs in its own thread, once per cached page, so it
 * never blocks the requests of the event loop; until it is done, the page is served as rendered.
 */
export interface CriticalCss {
  /** the page with its critical CSS inlined, or undefined when that failed or the worker is busy */
  inline(html: string, nonces: { script: string; style: string }): Promise<string | undefined>;
  close(): Promise<void>;
}

/** stands for the nonce in the worker's output; each page's own values replace it */
const NONCE = 'critical-css-nonce-0f4c';
/** pages waiting for the worker beyond this are served as rendered (a burst of new pages, a slow worker) */
const MAX_QUEUE = 32;

// CommonJS run with `eval`: the bundle has no separate worker file; beasties is imported by its resolved URL
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
let beasties;
parentPort.on('message', async ({ id, html }) => {
  try {
    beasties ??= import(workerData.beasties).then(({ default: Beasties }) => new Beasties({
      path: workerData.path, publicPath: '/', preload: 'media-script', nonce: () => workerData.nonce,
      reduceInlineStyles: false, pruneSource: false, inlineFonts: false, preloadFonts: false, fonts: false,
      mergeStylesheets: true, compress: true, logLevel: 'silent',
    }));
    parentPort.postMessage({ id, html: await (await beasties).process(html) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

export function createCriticalCss({ clientDir, log }: { clientDir: string; log?: { warn(obj: object, msg: string): void } }): CriticalCss {
  let worker: Worker | undefined;
  let broken = false;
  let ids = 0;
  const waiting = new Map<number, (html: string | undefined) => void>();
  const start = () => {
    const w = new Worker(WORKER, { eval: true, workerData: { beasties: import.meta.resolve('beasties'), path: clientDir, nonce: NONCE } });
    w.unref();
    w.on('message', ({ id, html, error }: { id: number; html?: string; error?: string }) => {
      const resolve = waiting.get(id);
      waiting.delete(id);
      if (error) log?.warn({ error }, 'critical CSS: a page could not be processed; it is served as rendered');
      resolve?.(html);
    });
    w.on('error', (err) => {
      log?.warn({ err }, 'critical CSS worker failed: pages are served with their stylesheets only');
      broken = true;
    });
    w.on('exit', () => {
      worker = undefined;
      for (const resolve of waiting.values()) resolve(undefined);
      waiting.clear();
    });
    return w;
  };

  return {
    async inline(html, nonces) {
      if (broken || waiting.size >= MAX_QUEUE || !html.includes('rel="stylesheet"')) return undefined;
      worker ??= start();
      const id = ++ids;
      const out = await new Promise<string | undefined>((resolve) => {
        waiting.set(id, resolve);
        worker!.postMessage({ id, html });
      });
      if (!out) return undefined;
      const attr = (nonce: string) => (nonce ? ` nonce="${nonce}"` : '');
      return out
        .replaceAll(`<style nonce="${NONCE}"`, `<style${attr(nonces.style)}`)
        .replaceAll(`<script nonce="${NONCE}"`, `<script${attr(nonces.script)}`);
    },
    async close() {
      await worker?.terminate();
    },
  };
}
