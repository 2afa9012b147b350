import { useEffect, useState } from 'react';

/** A device without hover and with a coarse pointer (a phone or tablet): it gets touch hints, not keyboard ones. */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

export function useTouchOnly(): boolean {
  const [touch, setTouch] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(TOUCH_ONLY_QUERY);
    setTouch(media.matches);
    const onChange = () => setTouch(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return touch;
}
