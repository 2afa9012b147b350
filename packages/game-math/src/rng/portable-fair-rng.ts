import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { BaseRng } from './rng.ts';
import type { FairSeeds } from './fair-seeds.ts';

/**
 * The provably-fair stream of ProvablyFairRng (provably-fair.ts) without node:crypto: the same
 * HMAC-SHA256 blocks from @noble/hashes (audited, pure JS, synchronous), so the engines run
 * unchanged in a browser. The server keeps node:crypto for speed; a parity test proves both give
 * the same stream and the same rounds.
 */
export class PortableFairRng extends BaseRng {
  private readonly key: Uint8Array;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;
  /** Number of uint32s consumed so far. */
  consumed = 0;

  constructor(
    private readonly seeds: FairSeeds,
    options: { skip?: number } = {},
  ) {
    super();
    if (!seeds.serverSeed) throw new RangeError('serverSeed is required');
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce must be a non-negative integer');
    const skip = options.skip ?? 0;
    if (!Number.isSafeInteger(skip) || skip < 0) throw new RangeError('skip must be a non-negative integer');
    this.key = utf8ToBytes(seeds.serverSeed);
    this.cursor = Math.floor(skip / 8);
    if (skip % 8) {
      this.block = this.blockAt(this.cursor++);
      this.offset = (skip % 8) * 4;
    }
    this.consumed = skip;
  }

  private blockAt(cursor: number): Uint8Array {
    return hmac(sha256, this.key, utf8ToBytes(`${this.seeds.clientSeed}:${this.seeds.nonce}:${cursor}`));
  }

  nextUint32(): number {
    if (this.offset >= this.block.length) {
      this.block = this.blockAt(this.cursor++);
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    this.consumed++;
    return ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
  }
}

/** SHA-256 of the server seed (UTF-8), lower-case hex: the commitment shown before play. */
export function hashServerSeedPortable(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}
