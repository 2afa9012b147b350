import { describe, expect, it } from 'vitest';
import { toEnvelope } from './error-handler';

describe('error envelope', () => {
  it('maps text PostgreSQL cannot store (22021, 22P05), wherever the driver wraps it, to 400', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    });
    expect(toEnvelope(wrapped)).toEqual({
      status: 400,
      body: { code: 400, message: 'The request holds characters that cannot be stored' },
    });
    expect(toEnvelope(Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' })).status).toBe(400);
    expect(toEnvelope(Object.assign(new Error('deadlock'), { code: '40P01' })).status).toBe(500);
  });

  it("answers the router's own errors in the envelope", () => {
    expect(toEnvelope(Object.assign(new Error("'/%E0%A4%A' is not a valid url component"), { code: 'FST_ERR_BAD_URL' }))).toEqual({
      status: 400,
      body: { code: 400, message: 'Malformed URL' },
    });
    expect(toEnvelope(Object.assign(new Error('too long'), { code: 'FST_ERR_MAX_PARAM_LENGTH' })).status).toBe(414);
  });
});
