import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_ANIMATION_THROTTLE_MS } from '@fortuna/contracts';
import { onApiActivity } from '../../lib/api';

/** A thin bar at the top while API requests or navigations are in flight (shown after 300 ms, so quick calls do not flash it). */
export function LoadingBar() {
  const navigation = useNavigation();
  const [inFlight, setInFlight] = useState(0);
  const [visible, setVisible] = useState(false);
  useEffect(() => onApiActivity(setInFlight), []);
  const busy = inFlight > 0 || navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_ANIMATION_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div
      aria-hidden={!visible}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden transition-opacity ${visible ? 'opacity-100' : 'opacity-0'}`}
      data-testid="loading-bar"
    >
      <div className="h-full w-1/3 animate-[loading_1.1s_ease-in-out_infinite] bg-gradient-to-r from-gold via-gold-2 to-mint" />
    </div>
  );
}
