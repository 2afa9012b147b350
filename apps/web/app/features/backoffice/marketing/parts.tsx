import { forwardRef, type InputHTMLAttributes } from 'react';

/** a labelled checkbox (the label is clickable, Space toggles it) */
export const Check = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(function Check(
  { label, ...rest },
  ref,
) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-200">
      <input ref={ref} type="checkbox" className="size-4 accent-gold" {...rest} />
      {label}
    </label>
  );
});
