import type { AdminMe, OperatorPermission } from '@fortuna/contracts';

/**
 * The permissions that open a screen, menu entry or tab on this server: `kyc` opens the KYC review
 * desk only where the server has one (the embedded identity sandbox; a real vendor reviews in its own
 * dashboard and the review routes are not registered). The server still checks every call.
 */
export function screenPermissions(me: Pick<AdminMe, 'permissions' | 'features'>): Set<OperatorPermission> {
  return new Set(me.permissions.filter((p) => p !== 'kyc' || me.features.kycReview));
}
