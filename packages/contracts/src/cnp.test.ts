import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cnpChecksum, parseCnp } from './cnp';
import { makeProfileUpdateSchema } from './player';

const today = new Date('2026-01-01T12:00:00Z');
/** the 12 leading digits with their check digit */
const withCheck = (first12: string) => `${first12}${cnpChecksum(first12)}`;

describe('Romanian personal number (CNP)', () => {
  it('reads birth date, sex, county and residence from valid codes', () => {
    expect(parseCnp('1900517123453', today)).toEqual({
      valid: true,
      birthDate: '1990-05-17',
      sex: 'male',
      county: 'Cluj',
      countyCode: '12',
      foreigner: false,
    });
    expect(parseCnp('2900517123455', today)).toMatchObject({ valid: true, sex: 'female' });
    // centuries: 3/4 the 1800s, 5/6 the 2000s
    expect(parseCnp(withCheck('385030440012'), today)).toMatchObject({
      valid: true,
      birthDate: '1885-03-04',
      sex: 'male',
      county: 'București',
    });
    expect(parseCnp(withCheck('600022946001'), today)).toMatchObject({ valid: true, birthDate: '2000-02-29', sex: 'female' }); // leap year
    expect(parseCnp(withCheck('610022946001'), today)).toEqual({ valid: false, error: 'date' }); // 2010 was not
  });

  it('foreigners (7, 8, 9): the century is the latest not in the future; 9 encodes no sex', () => {
    expect(parseCnp(withCheck('730123152001'), today)).toMatchObject({
      valid: true,
      birthDate: '1930-12-31',
      sex: 'male',
      foreigner: true,
    });
    expect(parseCnp(withCheck('830123152001'), today)).toMatchObject({ birthDate: '1930-12-31', sex: 'female', foreigner: true });
    expect(parseCnp(withCheck('905123152001'), today)).toMatchObject({ birthDate: '2005-12-31', sex: null, foreigner: true });
    expect(parseCnp(withCheck('925123152001'), today)).toMatchObject({ birthDate: '2025-12-31' });
    expect(parseCnp(withCheck('926010212345'), today)).toMatchObject({ birthDate: '1926-01-02' }); // 2026-01-02 is tomorrow
  });

  it('refuses with the reason', () => {
    expect(parseCnp('', today)).toEqual({ valid: false, error: 'format' });
    expect(parseCnp('190051712345', today)).toEqual({ valid: false, error: 'format' });
    expect(parseCnp('1900517123453 0', today)).toEqual({ valid: false, error: 'format' });
    expect(parseCnp('１９００５１７１２３４５３', today)).toEqual({ valid: false, error: 'format' }); // full-width digits
    expect(parseCnp('1900517123454', today)).toEqual({ valid: false, error: 'checksum' });
    expect(parseCnp(withCheck('090051712345'), today)).toEqual({ valid: false, error: 'sex' });
    expect(parseCnp(withCheck('190023012345'), today)).toEqual({ valid: false, error: 'date' }); // 30 February
    expect(parseCnp(withCheck('190130012345'), today)).toEqual({ valid: false, error: 'date' }); // month 13
    expect(parseCnp(withCheck('190010012345'), today)).toEqual({ valid: false, error: 'date' }); // day 0
    expect(parseCnp(withCheck('526010212345'), today)).toEqual({ valid: false, error: 'date' }); // 2026-01-02, after today
    expect(parseCnp(withCheck('190051749123'), today)).toEqual({ valid: false, error: 'county' });
    expect(parseCnp(withCheck('190051700123'), today)).toEqual({ valid: false, error: 'county' });
    expect(parseCnp(withCheck('190051712000'), today)).toEqual({ valid: false, error: 'serial' });
  });

  it('the check digit: weights 279146358279, remainder 10 counts as 1', () => {
    expect(cnpChecksum('190051712345')).toBe(3);
    // a prefix whose weighted sum leaves 10
    const ten = fc.sample(fc.stringMatching(/^[1-8]\d{11}$/), { numRuns: 2000, seed: 7 }).find((p) => {
      const sum = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9].reduce((a, w, i) => a + w * Number(p[i]), 0);
      return sum % 11 === 10;
    })!;
    expect(cnpChecksum(ten)).toBe(1);
  });

  it('never throws, and one changed digit of a valid code is always caught', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const r = parseCnp(s, today);
        expect(typeof r.valid).toBe('boolean');
      }),
      { seed: 19, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const good = '2900517123455';
        const digit = (Number(good[at]) + delta) % 10;
        const bad = `${good.slice(0, at)}${digit}${good.slice(at + 1)}`;
        expect(parseCnp(bad, today).valid).toBe(false);
      }),
      { seed: 20, numRuns: 500 },
    );
  });
});

describe('profile rule for Romanian players', () => {
  const schema = makeProfileUpdateSchema({ today });
  const base = {
    name: 'Ana',
    surname: 'Pop',
    birthDate: '1990-05-17',
    gender: 'female',
    country: 'RO',
    phoneCode: '+40',
    phone: '721234567',
    personalCode: '2900517123455',
  };
  const issues = (patch: object) =>
    (schema.safeParse({ ...base, ...patch }).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

  it('accepts a CNP that agrees with the birth date and sex', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ gender: '' })).toEqual([]);
  });
  it('refuses a mismatch of birth date or sex, and a code that is not genuine', () => {
    expect(issues({ birthDate: '1990-05-18' })).toEqual(['birthDate:errors.cnpBirthDateMismatch']);
    expect(issues({ gender: 'male' })).toEqual(['gender:errors.cnpGenderMismatch']);
    expect(issues({ personalCode: '2900517123456' })).toEqual(['personalCode:errors.cnpInvalid']);
  });
  it('does not apply to other countries', () => {
    expect(issues({ country: 'FR', phoneCode: '+33', personalCode: '' })).toEqual([]);
  });
});
