import { forwardRef, type FormEventHandler, type InputHTMLAttributes, type ReactNode } from 'react';
import { LOCALES, type Locale } from '@fortuna/contracts';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field, Input, Notice } from '../../../ui';
import type { AdminT } from '../useAdminT';
import { errorOf } from '../form';

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
 * A form's player-facing texts, one language at a time: the language tabs (a tab whose title is
 * written shows a tick; the hint says that a language left empty shows English), then the fields of
 * the current language, which `children` renders.
 */
export function LocalisedTexts({
  t,
  current,
  onChange,
  filled,
  fieldsClassName,
  children,
}: {
  t: AdminT;
  current: Locale;
  onChange: (locale: Locale) => void;
  /** whether that language has its text written */
  filled: (locale: Locale) => boolean;
  fieldsClassName: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2 lg:col-span-4">
      <legend className="mb-2 text-sm font-semibold text-slate-200">{t('mkTexts')}</legend>
      <div role="group" aria-label={t('mkTextLanguage')} className="flex flex-wrap gap-1">
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
      <p className="text-xs text-slate-400">{t('mkTextsHint')}</p>
      <div key={current} className={fieldsClassName}>
        {children}
      </div>
    </fieldset>
  );
}

export type Texts = Record<Locale, string>;
export const NO_TEXTS = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Texts;
/** stored texts (some languages) as the form's fields (every language, empty where not written) */
export const textsOf = (given: Partial<Record<string, string>>): Texts => ({ ...NO_TEXTS, ...given }) as Texts;

/**
 * A marketing form on its own panel, named by its heading (`titleId`); the browser's own checks are
 * off, the contract's schema checks the inputs. `gold` marks the panel of what is being edited.
 */
export function FormPanel({
  id,
  titleId,
  onSubmit,
  gold = false,
  className = '',
  children,
}: {
  id?: string;
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  gold?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-2xl border ${gold ? 'border-gold/30' : 'border-white/10'} bg-panel p-5${className ? ` ${className}` : ''}`}
    >
      {children}
    </form>
  );
}

/** a panel's heading */
export function PanelTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-lg font-bold">
      {children}
    </h2>
  );
}

/** what became of the last save: the failure, else the success message, else nothing */
export function SaveNotice({ failure, success = null }: { failure: string | null; success?: string | null }) {
  return failure ? <Notice tone="error">{failure}</Notice> : success ? <Notice tone="success">{success}</Notice> : null;
}

/** the start and end (UTC) of when something applies, for any form with `startsAt` and `endsAt` text inputs */
export function WindowFields<T extends FieldValues & { startsAt: string; endsAt: string }>({
  t,
  register,
  errors,
}: {
  t: AdminT;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  return (
    <>
      <Field label={t('mkStartsAt')} size="sm" error={errorOf(errors, 'startsAt')}>
        <Input size="sm" type="datetime-local" {...register('startsAt' as Path<T>)} />
      </Field>
      <Field label={t('mkEndsAt')} size="sm" error={errorOf(errors, 'endsAt')}>
        <Input size="sm" type="datetime-local" {...register('endsAt' as Path<T>)} />
      </Field>
    </>
  );
}
