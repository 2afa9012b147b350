import { describe, expect, it } from 'vitest';
import { operatorBonusCodeSchema } from '@fortuna/contracts';
import { bodyResolver, errorOf, listOf, numberOrNull, utcFromInput, validity } from './form';

describe('the marketing forms', () => {
  const toBody = (v: { campaignId: string; maxUses: string; startsAt: string }) => ({
    campaignId: v.campaignId,
    maxUses: numberOrNull(v.maxUses),
    startsAt: utcFromInput(v.startsAt),
  });
  const resolve = bodyResolver(operatorBonusCodeSchema, toBody);
  const run = (values: Parameters<typeof toBody>[0]) =>
    resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as never);

  it('validate the body the inputs make with the contract schema, and hand the parsed body to the submit', async () => {
    const ok = await run({ campaignId: 'promo-code', maxUses: '100', startsAt: '2026-12-01T10:00' });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ campaignId: 'promo-code', maxUses: 100, startsAt: '2026-12-01T10:00:00.000Z', oncePerPlayer: true });
  });

  it('put the schema errors on the inputs of the same names', async () => {
    const bad = await run({ campaignId: 'Not A Slug', maxUses: '0', startsAt: '' });
    expect(errorOf(bad.errors, 'campaignId')).toBeTruthy();
    expect(errorOf(bad.errors, 'maxUses')).toBeTruthy();
    expect(errorOf(bad.errors, 'startsAt')).toBeUndefined();
  });

  it('read lists, empty numbers and UTC times', () => {
    expect(listOf(' a, b  c,,')).toEqual(['a', 'b', 'c']);
    expect(numberOrNull(' ')).toBeNull();
    expect(utcFromInput('')).toBeNull();
    expect(validity(null, null)).toBe('—');
    expect(validity('2026-12-01T10:00:00.000Z', null)).toBe('2026-12-01 10:00 – …');
  });
});
