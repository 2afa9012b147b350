import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended floor (19 MiB, 2 passes). */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
/** A hash computed once so an unknown account costs as much time as a known one. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword('dummy-password-for-timing-1A');
  await verifyPassword(await dummyHash, password);
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Keys derived from the one server secret, one per purpose. */
export function createSecrets(secret: string) {
  const key = (purpose: string) => createHmac('sha256', secret).update(`fortuna:${purpose}`).digest();
  const encKey = key('encryption');
  return {
    key: (purpose: string) => key(purpose).toString('hex'),
    /** `<random>.<hmac>`: a link payload whose signature is checked before any database lookup */
    signPayload(purpose: string): string {
      const random = randomToken(24);
      return `${random}.${createHmac('sha256', key(purpose)).update(random).digest('base64url').slice(0, 22)}`;
    },
    verifyPayload(purpose: string, payload: string): boolean {
      const [random, sig] = payload.split('.');
      if (!random || !sig) return false;
      return safeEqual(createHmac('sha256', key(purpose)).update(random).digest('base64url').slice(0, 22), sig);
    },
    /** keyed hash for short secrets (phone codes, recovery codes) so a dump cannot be brute-forced offline */
    mac: (value: string) => createHmac('sha256', key('mac')).update(value).digest('hex'),
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const d = createDecipheriv('aes-256-gcm', encKey, iv);
      d.setAuthTag(tag);
      return Buffer.concat([d.update(body), d.final()]).toString('utf8');
    },
  };
}
export type Secrets = ReturnType<typeof createSecrets>;
