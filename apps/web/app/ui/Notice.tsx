import type { ReactNode } from 'react';

const TONES = {
  error: 'border-rose/40 bg-rose/10 text-rose',
  success: 'border-mint/40 bg-mint/10 text-mint',
  info: 'border-white/15 bg-white/5 text-slate-200',
  warning: 'border-gold/40 bg-gold/10 text-gold-2',
};

/**
 * A message in a box: an error is announced at once (role=alert), the others politely (role=status).
 * Renders nothing without children, so `<Notice>{error}</Notice>` can stay in place.
 */
export function Notice({ tone = 'error', size = 'md', children }: { tone?: keyof typeof TONES; size?: 'md' | 'sm'; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${size === 'md' ? 'rounded-xl' : 'rounded-lg'} border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
