import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './Field';

/** A multi-line text input, looking like Input; inside a Field it takes the Field's id, description and invalid state. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }>(
  function Textarea({ invalid, className, ...rest }, ref) {
    const field = useFieldControl();
    const bad = invalid ?? field?.invalid ?? false;
    const size = field?.size === 'sm' ? 'rounded-lg px-3 py-2.5' : 'rounded-xl px-4 py-3 text-base focus:ring-2 focus:ring-gold/30';
    return (
      <textarea
        ref={ref}
        id={field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={bad || undefined}
        className={`w-full resize-y border bg-ink/60 text-slate-100 placeholder:text-slate-500 outline-none transition focus:border-gold ${size} ${
          bad ? 'border-rose' : 'border-white/10'
        } ${className ?? ''}`}
        {...rest}
      />
    );
  },
);
