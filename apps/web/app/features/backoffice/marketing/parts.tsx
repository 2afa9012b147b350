import { forwardRef, type InputHTMLAttributes } from 'react';
import { LOCALES, type Locale } from '@fortuna/contracts';

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

/**
 * The language tabs over a form's player-facing texts: one language is edited at a time, a tab with
 * a title written shows a tick, and the hint says that a language left empty shows English.
 */
export function LanguageSwitcher({
  current,
  onChange,
  filled,
  label,
  hint,
}: {
  current: Locale;
  onChange: (locale: Locale) => void;
  /** whether that language has its text written */
  filled: (locale: Locale) => boolean;
  label: string;
  hint: string;
}) {
  return (
    <>
      <div role="group" aria-label={label} className="flex flex-wrap gap-1">
        {LOCALES.map((l) => {
          const done = filled(l);
          return (
            <button
              key={l}
              type="button"
              aria-pressed={l === current}
              onClick={() => onChange(l)}
              className={`rounded-lg px-2.5 py-1 text-xs font-bold uppercase ${l === current ? 'bg-gold/15 text-gold' : done ? 'text-slate-200 hover:text-gold' : 'text-slate-500 hover:text-gold'}`}
            >
              {l}
              {done ? ' ✓' : ''}
            </button>
          );
        })}
      </div>
      <p className="text-xs text-slate-400">{hint}</p>
    </>
  );
}

export type Texts = Record<Locale, string>;
export const NO_TEXTS = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Texts;
/** stored texts (some languages) as the form's fields (every language, empty where not written) */
export const textsOf = (given: Partial<Record<string, string>>): Texts => ({ ...NO_TEXTS, ...given }) as Texts;
