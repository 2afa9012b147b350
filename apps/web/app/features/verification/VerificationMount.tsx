import { useQueryClient } from '@tanstack/react-query';
import { playerKeys, usePlayerInfo } from '../../lib/player';
import { useRealtimeEvent } from '../realtime';
import { verificationKeys } from './api';

/** The review's pushes for a signed-in player: the page, the menus' dot and the withdrawal rule follow at once. */
export function VerificationMount() {
  const { isLoggedIn } = usePlayerInfo();
  return isLoggedIn ? <ReviewPushes /> : null;
}

function ReviewPushes() {
  const client = useQueryClient();
  useRealtimeEvent('verificationChanged', () => {
    void client.invalidateQueries({ queryKey: verificationKeys.all });
    void client.invalidateQueries({ queryKey: playerKeys.info });
  });
  return null;
}
