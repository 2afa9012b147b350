import { useQueryClient } from '@tanstack/react-query';
import { usePlayerInfo } from '../../lib/player';
import { useRealtimeEvent } from '../realtime';
import { privacyKeys } from './api';

/** A privacy request changed (an export is ready, an operator answered): the list is read again. */
export function PrivacyMount() {
  const { isLoggedIn } = usePlayerInfo();
  return isLoggedIn ? <RequestPushes /> : null;
}

function RequestPushes() {
  const client = useQueryClient();
  useRealtimeEvent('privacyRequestChanged', () => void client.invalidateQueries({ queryKey: privacyKeys.requests }));
  return null;
}
