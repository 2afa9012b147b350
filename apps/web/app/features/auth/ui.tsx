import { forwardRef, useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Small form primitives shared by the auth screens (field error next to its field). */
export function Field({
  label,
  error,
  children,
  hint,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const errId = `${id}-err`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {children(id, error ? errId : undefined)}
      {error ? (
        <p id={errId} role="alert" className="text-sm text-rose" data-field-error>
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-slate-400">{hint}</p>
      ) : null}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }>(function Input(
  { invalid, className, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={`w-full rounded-xl border bg-ink/60 px-4 py-3 text-base text-slate-100 placeholder:text-slate-500 outline-none transition focus:border-gold focus:ring-2 focus:ring-gold/30 ${
        invalid ? 'border-rose' : 'border-white/10'
      } ${className ?? ''}`}
      {...rest}
    />
  );
});

export function Button({
  children,
  variant = 'gold',
  busy,
  className,
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'gold' | 'ghost' | 'danger'; busy?: boolean }) {
  const styles = {
    gold: 'bg-gold text-ink hover:bg-gold-2',
    ghost: 'border border-white/15 text-slate-100 hover:border-gold hover:text-gold',
    danger: 'bg-rose text-white hover:opacity-90',
  }[variant];
  return (
    <button
      disabled={busy || rest.disabled}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${styles} ${className ?? ''}`}
      {...rest}
    >
      {busy ? <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden /> : null}
      {children}
    </button>
  );
}

export function FormAlert({ children, kind = 'error' }: { children: ReactNode; kind?: 'error' | 'success' | 'info' }) {
  if (!children) return null;
  const styles = {
    error: 'border-rose/40 bg-rose/10 text-rose',
    success: 'border-mint/40 bg-mint/10 text-mint',
    info: 'border-gold/40 bg-gold/10 text-gold-2',
  }[kind];
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}

/** An accessible dialog: focus inside, Escape closes (unless `locked`), scroll locked behind. */
export function Dialog({
  title,
  onClose,
  children,
  locked,
  testId,
}: {
  title: ReactNode;
  onClose?: () => void;
  children: ReactNode;
  locked?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  useEffect(() => {
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !locked) onClose?.();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = prev;
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose, locked]);
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/70 backdrop-blur-sm sm:items-center sm:p-6"
      onMouseDown={(e) => e.target === e.currentTarget && !locked && onClose?.()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        className="max-h-[92vh] w-full overflow-y-auto rounded-t-3xl border border-white/10 bg-panel p-6 shadow-2xl sm:max-w-md sm:rounded-3xl sm:p-8"
      >
        <div className="mb-6 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold text-white">
            {title}
          </h2>
          {onClose && !locked ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="rounded-full p-1 text-2xl leading-none text-slate-400 hover:text-white"
            >
              ×
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}

export function PasswordInput(props: React.ComponentProps<'input'> & { invalid?: boolean }) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-20" />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        className="absolute top-1/2 right-3 -translate-y-1/2 rounded px-2 py-1 text-xs font-semibold text-slate-400 hover:text-gold"
      >
        {shown ? t('hide') : t('show')}
      </button>
    </div>
  );
}
