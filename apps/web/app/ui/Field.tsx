import { createContext, useContext, useId, type ReactNode } from 'react';

/** What a control inside a Field needs to be labelled and described: filled in by Field, read by Input and Select. */
export interface FieldControl {
  id: string;
  describedBy?: string;
  invalid: boolean;
  size: FieldSize;
}
/** `md`: the account forms; `sm`: the compact forms inside the cashier. */
export type FieldSize = 'md' | 'sm';

const FieldContext = createContext<FieldControl | null>(null);

/** The Field around a control, if any (a control outside a Field is labelled by its caller). */
export const useFieldControl = () => useContext(FieldContext);

const LOOK = {
  md: { box: 'flex flex-col gap-1.5', label: 'text-sm font-medium text-slate-200', hint: 'text-xs text-slate-400' },
  sm: { box: 'flex flex-col text-sm', label: 'mb-1 font-medium text-slate-300', hint: 'mt-1 text-xs text-slate-400' },
};

/**
 * One labelled form control: the label, the control (children), then its error (announced, and
 * named by the control's aria-describedby) or else a hint. Input and Select inside pick up the id,
 * the description and the invalid state by themselves.
 */
export function Field({
  label,
  error,
  hint,
  size = 'md',
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  size?: FieldSize;
  children: ReactNode;
}) {
  const id = useId();
  const errId = `${id}-err`;
  const look = LOOK[size];
  return (
    <div className={look.box}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      <FieldContext.Provider value={{ id, describedBy: error ? errId : undefined, invalid: !!error, size }}>
        {children}
      </FieldContext.Provider>
      {error ? (
        <p id={errId} role="alert" className="text-sm text-rose" data-field-error>
          {error}
        </p>
      ) : hint ? (
        <p className={look.hint}>{hint}</p>
      ) : null}
    </div>
  );
}
