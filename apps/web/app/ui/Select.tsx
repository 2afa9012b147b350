import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useFieldControl } from './Field';

const LOOK = {
  /** a form field (sign-up, profile) */
  md: 'w-full rounded-xl px-4 py-3 text-base text-slate-100 outline-none transition focus:border-gold focus:ring-2 focus:ring-gold/30',
  /** a filter in a history's filter bar */
  filter: 'rounded-lg px-3 py-2 text-sm disabled:opacity-50',
};

/**
 * A native select (the phone's own picker, and what tests and assistive tools know); inside a Field
 * it takes the Field's id, description and invalid state.
 */
export const Select = forwardRef<
  HTMLSelectElement,
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & { invalid?: boolean; look?: keyof typeof LOOK }
>(function Select({ invalid, look = 'md', className, children, ...rest }, ref) {
  const field = useFieldControl();
  const bad = invalid ?? field?.invalid ?? false;
  return (
    <select
      ref={ref}
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={bad || undefined}
      className={`border bg-ink/60 ${LOOK[look]} ${bad ? 'border-rose' : 'border-white/10'} ${className ?? ''}`}
      {...rest}
    >
      {children}
    </select>
  );
});
