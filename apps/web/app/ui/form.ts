import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input whose typed text is cleaned before the form keeps it (digits only, no spaces):
 * the input shows the cleaned text, and the form validates and submits exactly that.
 */
export function cleaned<R extends UseFormRegisterReturn>(registration: R, clean: (text: string) => string): R {
  return {
    ...registration,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = clean(e.target.value);
      if (next !== e.target.value) e.target.value = next;
      return registration.onChange(e);
    },
  };
}
