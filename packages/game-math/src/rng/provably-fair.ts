import { createHash, createHmac, randomBytes } from 'node:crypto';
import { BaseRng } from './rng.ts';
import type { FairSeeds } from './fair-seeds.ts';

export type { FairSeeds } from './fair-seeds.ts';

/**
 * Provably-fair source. Block k (k = 0, 1, 2, ...) is
 *   HMAC-SHA256(key = UTF-8 serverSeed, message = UTF-8 `${clientSeed}:${nonce}:${k}`)
 * and each 32-byte block yields eight big-endian uint32s, consumed in order. Ranges are mapped
 * with the rejection sampling in rng.ts, floats from two uint32s. The README has the algorithm,
 * a worked example and a standalone verifier.
 */
export class ProvablyFairRng extends BaseRng {
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;
  /** Number of uint32s consumed so far (useful in round records). */
  consumed = 0;

  /**
   * `skip`: start after that many uint32s of the stream (the later steps of a multi-step round, such
   * as slot free spins, continue the round's stream where the previous step stopped).
   */
  constructor(
    private readonly seeds: FairSeeds,
    options: { skip?: number } = {},
  ) {
    super();
    if (!seeds.serverSeed) throw new RangeError('serverSeed is required');
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce must be a non-negative integer');
    const skip = options.skip ?? 0;
    if (!Number.isSafeInteger(skip) || skip < 0) throw new RangeError('skip must be a non-negative integer');
    this.cursor = Math.floor(skip / 8);
    if (skip % 8) {
      this.block = fairBlock(seeds, this.cursor++);
      this.offset = (skip % 8) * 4;
    }
    this.consumed = skip;
  }

  nextUint32(): number {
    if (this.offset >= this.block.length) {
      this.block = fairBlock(this.seeds, this.cursor++);
      this.offset = 0;
    }
    const v = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    this.consumed++;
    return v;
  }
}

export function fairBlock(seeds: FairSeeds, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`).digest();
}

/** The commitment shown to the player before play: SHA-256 of the server seed, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** A fresh server seed: 32 CSPRNG bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** Verifies a revealed server seed against the commitment. */
export function verifyServerSeed(serverSeed: string, committedHash: string): boolean {
  return hashServerSeed(serverSeed) === committedHash.toLowerCase();
}
