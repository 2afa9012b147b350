import { describe, expect, it } from 'vitest';
import { verdict } from './audit.mjs';

const report = (vulnerabilities: Record<string, { severity: string; range: string }>) => ({
  auditReportVersion: 2,
  vulnerabilities,
  metadata: {
    vulnerabilities: {
      info: 0,
      low: 0,
      moderate: Object.values(vulnerabilities).filter((v) => v.severity === 'moderate').length,
      high: Object.values(vulnerabilities).filter((v) => v.severity === 'high').length,
      critical: 0,
      total: Object.keys(vulnerabilities).length,
    },
  },
});

describe('CI dependency audit', () => {
  it('passes a clean report and one with only moderate advisories', () => {
    expect(verdict(report({}))).toEqual({
      ok: true,
      lines: ['npm audit (production dependencies): 0 advisories (0 critical, 0 high, 0 moderate, 0 low, 0 info)'],
    });
    expect(verdict(report({ esbuild: { severity: 'moderate', range: '<=0.24.2' } }))?.ok).toBe(true);
  });

  it('fails on a high advisory and names it', () => {
    const v = verdict(report({ '@fastify/static': { severity: 'high', range: '<10.1.3' } }));
    expect(v?.ok).toBe(false);
    expect(v?.lines).toContain('  high     @fastify/static <10.1.3');
  });

  it('has no verdict when the service answered with an error (the run is skipped with a notice)', () => {
    expect(verdict({ message: '405 Method Not Allowed', error: { summary: '' } })).toBeNull();
    expect(verdict(null)).toBeNull();
  });
});
