import { describe, expect, it } from 'vitest';
import { ADMIN_GAME_CATEGORIES, ADMIN_GDPR_STATUSES, ADMIN_RTP_VARIANTS } from './backoffice';
import { RTP_VARIANTS, STORED_GAME_CATEGORIES } from './games';
import { PRIVACY_REQUEST_STATUSES } from './privacy';

describe("the back office's copies of other domains' lists", () => {
  it('equal the originals', () => {
    expect([...ADMIN_GAME_CATEGORIES].sort()).toEqual([...STORED_GAME_CATEGORIES].sort());
    expect(ADMIN_RTP_VARIANTS).toEqual(RTP_VARIANTS);
    expect(ADMIN_GDPR_STATUSES).toEqual(PRIVACY_REQUEST_STATUSES);
  });
});
