import { beforeEach, describe, expect, it } from 'vitest';
import { useUi } from './ui.store';

describe('toasts', () => {
  beforeEach(() => useUi.getState().clearToasts());

  it('shows the same notice once, and different notices side by side', () => {
    const { pushToast } = useUi.getState();
    const a = pushToast({ kind: 'warning', title: 'Maintenance', html: 'Back at 03:00' });
    expect(pushToast({ kind: 'warning', title: 'Maintenance', html: 'Back at 03:00' })).toBe(a);
    pushToast({ kind: 'info', title: 'Maintenance', html: 'Over' });
    expect(useUi.getState().toasts.map((t) => t.html)).toEqual(['Back at 03:00', 'Over']);
    useUi.getState().closeToast(a);
    expect(pushToast({ kind: 'warning', title: 'Maintenance', html: 'Back at 03:00' })).not.toBe(a);
  });
});
