/**
 * Browser re-implementation of the provably-fair source of packages/game-math (ProvablyFairRng),
 * on WebCrypto only, so a round can be checked without asking the server:
 *
 *   block(k) = HMAC-SHA256(key = UTF-8 serverSeed, message = UTF-8 `${clientSeed}:${nonce}:${k}`)
 *   stream   = the big-endian uint32s of block(0), block(1), ... in order
 *   int(n)   = first stream value x < 2^32 − (2^32 mod n), then x mod n   (rejection sampling)
 *
 * WebCrypto is asynchronous, the engines' draws are not: blocks are computed ahead, the outcome is
 * computed synchronously over them, and when a computation runs past the blocks it is retried with
 * twice as many (a computation reads only its own stream, so the retry gives the same answer).
 */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface SyncRng {
  nextUint32(): number;
  int(n: number): number;
  float(): number;
  shuffle<T>(items: T[]): T[];
}

const TWO_32 = 0x1_0000_0000;
const enc = new TextEncoder();

class OutOfBlocks extends Error {}

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available (a secure context is needed)');
  return c.subtle;
}

export function toHex(buf: ArrayBuffer | Uint8Array): string {
  return [...(buf instanceof Uint8Array ? buf : new Uint8Array(buf))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The commitment shown before play: SHA-256 of the server seed (UTF-8), lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', enc.encode(text)));
}

/** HMAC-SHA256 blocks k = from .. from+count-1. */
export async function fairBlocks(seeds: FairSeeds, from: number, count: number): Promise<Uint8Array[]> {
  const key = await subtle().importKey('raw', enc.encode(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return Promise.all(
    Array.from({ length: count }, async (_, i) =>
      new Uint8Array(await subtle().sign('HMAC', key, enc.encode(`${seeds.clientSeed}:${seeds.nonce}:${from + i}`))),
    ),
  );
}

/** A synchronous source over precomputed blocks (throws OutOfBlocks past the end). */
export function rngOverBlocks(blocks: Uint8Array[]): SyncRng & { consumed: () => number } {
  let index = 0;
  const nextUint32 = () => {
    const block = blocks[index >> 3];
    if (!block) throw new OutOfBlocks();
    const o = (index & 7) * 4;
    index++;
    return ((block[o] << 24) | (block[o + 1] << 16) | (block[o + 2] << 8) | block[o + 3]) >>> 0;
  };
  const int = (n: number) => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n): bad n ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };
  return {
    nextUint32,
    int,
    float: () => {
      const a = nextUint32() >>> 5;
      const b = nextUint32() >>> 6;
      return (a * 67108864 + b) / 9007199254740992;
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
    consumed: () => index,
  };
}

/** Runs a synchronous computation over the round's stream, fetching more blocks when it needs them. */
export async function withFairRng<T>(seeds: FairSeeds, compute: (rng: SyncRng) => T, initialBlocks = 4): Promise<T> {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  let blocks = await fairBlocks(seeds, 0, initialBlocks);
  for (;;) {
    try {
      return compute(rngOverBlocks(blocks));
    } catch (error) {
      if (!(error instanceof OutOfBlocks)) throw error;
      blocks = blocks.concat(await fairBlocks(seeds, blocks.length, blocks.length));
    }
  }
}
