import { forwardRef, type InputHTMLAttributes } from 'react';
import { useFieldControl, type FieldSize } from './Field';

const LOOK: Record<FieldSize, string> = {
  md: 'rounded-xl px-4 py-3 text-base focus:ring-2 focus:ring-gold/30',
  sm: 'rounded-lg px-3 py-2.5 disabled:opacity-50',
};

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; size?: FieldSize };

/** A text input; inside a Field it takes the Field's id, description, invalid state and size. */
export const Input = forwardRef<HTMLInputElement, Omit<InputProps, 'size'> & { size?: FieldSize }>(function Input(
  { invalid, size, className, ...rest },
  ref,
) {
  const field = useFieldControl();
  const bad = invalid ?? field?.invalid ?? false;
  return (
    <input
      ref={ref}
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={bad || undefined}
      className={`w-full border bg-ink/60 text-slate-100 placeholder:text-slate-500 outline-none transition focus:border-gold ${LOOK[size ?? field?.size ?? 'md']} ${
        bad ? 'border-rose' : 'border-white/10'
      } ${className ?? ''}`}
      {...rest}
    />
  );
});
