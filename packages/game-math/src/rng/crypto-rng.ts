import { randomBytes } from 'node:crypto';
import { BaseRng } from './rng.ts';

/** Production source: node:crypto CSPRNG, read in buffered blocks to amortise the syscall. */
export class CryptoRng extends BaseRng {
  private buffer: Buffer = Buffer.alloc(0);
  private offset = 0;

  constructor(private readonly blockSize = 4096) {
    super();
    if (blockSize < 4 || blockSize % 4 !== 0) throw new RangeError('blockSize must be a positive multiple of 4');
  }

  nextUint32(): number {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = randomBytes(this.blockSize);
      this.offset = 0;
    }
    const v = this.buffer.readUInt32BE(this.offset);
    this.offset += 4;
    return v;
  }
}
