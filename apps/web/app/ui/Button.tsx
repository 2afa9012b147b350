import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

const VARIANTS = {
  gold: 'bg-gold text-ink hover:bg-gold-2',
  ghost: 'border border-white/15 text-slate-100 hover:border-gold hover:text-gold',
  outline: 'border border-gold/60 text-gold hover:bg-gold/10',
  danger: 'bg-rose text-white hover:opacity-90',
};
const SIZES = { md: 'px-6 py-3', sm: 'px-5 py-2', xs: 'px-4 py-2 text-sm' };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** the form's one wide submit: full width, bold */
  block?: boolean;
  /** waiting for the server: a spinner, and the button cannot be pressed again */
  busy?: boolean;
};

/** The site's pill button. `type` defaults to "button" so that only a deliberate submit sends a form. */
export function Button({ children, variant = 'gold', size = 'md', block, busy, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={busy || rest.disabled}
      className={`inline-flex items-center justify-center gap-2 rounded-full transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${block ? 'w-full font-bold' : 'font-semibold'} ${className ?? ''}`}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
