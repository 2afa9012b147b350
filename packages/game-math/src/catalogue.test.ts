import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from './index.ts';

describe('engine catalogue', () => {
  const engines = createDefaultEngines();

  it.each(Object.keys(engines))('%s describes itself in plain JSON with a documented RTP', (id) => {
    const d = engines[id].describe();
    expect(d.id).toBe(id);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    expect(d.rtp.value).toBeGreaterThan(0.9);
    expect(d.rtp.value).toBeLessThan(1);
    expect(['slot', 'table', 'instant', 'live']).toContain(d.kind);
    expect(d.rules.length).toBeGreaterThan(0);
    expect(d.maxWinMultiplier).toBeGreaterThan(1);
  });

  it('offers 94/96/97 variants of each slot family', () => {
    for (const family of ['line-20-classic', 'ways-quest', 'cluster-candy']) {
      const rtps = [94, 96, 97].map((v) => engines[`${family}-${v}`].describe().rtp.value);
      rtps.forEach((rtp, i) => expect(Math.abs(rtp - [0.94, 0.96, 0.97][i])).toBeLessThan(0.001));
    }
  });
});
