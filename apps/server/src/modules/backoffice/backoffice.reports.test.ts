import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, resolveRange } from './backoffice.reports';

describe('report CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('keeps a spreadsheet from running a cell that starts with = + - @ (or a tab / carriage return)', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    // amounts the report itself formats stay numbers, negative ones included
    expect(csvCell({ number: '-10.00' })).toBe('-10.00');
    expect(csvLine(['2026-03-10', '=cmd', { number: '-1.50' }, 3])).toBe("2026-03-10,'=cmd,-1.50,3");
  });
});

describe('report date ranges', () => {
  const now = new Date('2026-03-11T15:00:00Z');
  it('is today by default, one day when only one end is given, both days included', () => {
    expect(resolveRange(now)).toMatchObject({
      from: '2026-03-11',
      to: '2026-03-11',
      start: new Date('2026-03-11T00:00:00Z'),
      end: new Date('2026-03-12T00:00:00Z'),
    });
    expect(resolveRange(now, '2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-11' });
    expect(resolveRange(now, undefined, '2026-03-05')).toMatchObject({ from: '2026-03-05', to: '2026-03-05' });
  });
  it('refuses impossible days, reversed ranges and ranges over a year', () => {
    expect(() => resolveRange(now, '2026-02-30', '2026-03-01')).toThrow();
    expect(() => resolveRange(now, '2026-03-05', '2026-03-01')).toThrow();
    expect(() => resolveRange(now, '2024-03-01', '2026-03-01')).toThrow();
  });
});
