import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_HASH_PATTERN, type SubscriptionType } from '@fortuna/contracts';

/**
 * The signature of an unsubscribe link: HMAC-SHA256 over the player and the subscription type,
 * base64url (43 characters). A link works for that player and that type only, for as long as the key
 * stays; it reveals nothing and changes only one thing (the subscription goes off).
 */
export function unsubscribeHash(secret: string, playerId: string, type: SubscriptionType): string {
  return createHmac('sha256', secret).update(`unsubscribe:v1:${playerId.toLowerCase()}:${type}`).digest('base64url');
}

/** Compares in constant time; a malformed hash is simply wrong. */
export function verifyUnsubscribeHash(secret: string, playerId: string, type: SubscriptionType, hash: string): boolean {
  if (!UNSUBSCRIBE_HASH_PATTERN.test(hash)) return false;
  const expected = Buffer.from(unsubscribeHash(secret, playerId, type));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signing key derived from SESSION_SECRET (never the secret itself), so every instance agrees. */
export function derivedUnsubscribeKey(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('fortuna unsubscribe links v1').digest('hex');
}
