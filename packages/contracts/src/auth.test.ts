import { describe, expect, it } from 'vitest';
import { ageOn, makeSignupSchema, minimumAge, passwordSchema } from './auth';
import { termsToAccept } from './player';

const today = new Date('2026-06-15T12:00:00Z');
const valid = {
  email: 'player@fortuna.test',
  login: 'Player123',
  passwordPlain: 'Secret-pass1',
  passwordConfirm: 'Secret-pass1',
  birthDate: '1990-01-01',
  termsAccepted: true,
  captcha: 'x',
};
const issues = (v: Record<string, unknown>) => {
  const r = makeSignupSchema({ today }).safeParse({ ...valid, ...v });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('signup schema, shared by server and form', () => {
  it('accepts a valid form', () => expect(issues({})).toEqual([]));
  it('password needs a digit plus mixed case or a special character', () => {
    expect(passwordSchema.safeParse('Abcdefg1').success).toBe(true);
    expect(passwordSchema.safeParse('abcdefg-1').success).toBe(true);
    expect(passwordSchema.safeParse('abcdefgh1').success).toBe(false);
    expect(passwordSchema.safeParse('Abcdefgh!').success).toBe(false);
    expect(passwordSchema.safeParse(`Ab1${'x'.repeat(69)}`).success).toBe(true);
    expect(passwordSchema.safeParse(`Ab1${'x'.repeat(70)}`).success).toBe(false);
  });
  it('cross-field rules', () => {
    expect(issues({ passwordConfirm: 'nope' })).toContain('passwordConfirm:errors.passwordMismatch');
    expect(issues({ login: 'Secret1pass', passwordPlain: 'secret1PASS', passwordConfirm: 'secret1PASS' })).toContain(
      'login:errors.loginEqualsPassword',
    );
    expect(issues({ email: 'Abc-12345@x.io', passwordPlain: 'abc-12345@x.io', passwordConfirm: 'abc-12345@x.io' })).toContain(
      'passwordPlain:errors.passwordMatchesEmail',
    );
  });
  it('age on the given day, 19 in the configured regions', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(minimumAge('kr', ['KR'])).toBe(19);
    expect(issues({ birthDate: '2008-06-16' })).toContain('birthDate:errors.tooYoung18');
    expect(issues({ birthDate: '2007-06-16', country: 'KR' })).toContain('birthDate:errors.tooYoung19');
  });
  it('terms acceptance popup type', () => {
    expect(termsToAccept({ termsAccepted: false, policyAccepted: false })).toBe('both');
    expect(termsToAccept({ termsAccepted: true, policyAccepted: false })).toBe('privacy');
    expect(termsToAccept({ termsAccepted: false, policyAccepted: true })).toBe('terms');
    expect(termsToAccept({ termsAccepted: true, policyAccepted: true })).toBeNull();
  });
});
