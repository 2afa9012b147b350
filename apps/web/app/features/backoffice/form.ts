import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';

/**
 * A form whose inputs are text (numbers, lists, UTC times) validated as the request body they make:
 * `toBody` turns the inputs into the body and the contract's schema checks it, so its errors land on
 * the inputs of the same names and the submit handler receives the parsed body.
 */
export function bodyResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  const check = zodResolver(schema as never) as unknown as (
    values: unknown,
    context: unknown,
    options: unknown,
  ) => ReturnType<Resolver<V, unknown, z.output<S>>>;
  return (values, context, options) => check(toBody(values), context, options);
}

/** the message of a field's error, or of the first error inside it (`title.en`, `prizes.0.amount`) */
export function errorOf(errors: FieldErrors, name: string): string | undefined {
  const found = (errors as Record<string, unknown>)[name];
  const first = (e: unknown): string | undefined => {
    if (!e || typeof e !== 'object') return undefined;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    for (const v of Object.values(e)) {
      const m = first(v);
      if (m) return m;
    }
    return undefined;
  };
  return first(found);
}

/** the server's answer to a refused save: its field errors go onto the inputs, the message above the form */
export function serverErrors(error: unknown, setError: (name: never, e: { type: string; message: string }) => void): string | null {
  if (!(error instanceof ApiError)) return error ? String(error) : null;
  for (const [key, messages] of Object.entries(error.fieldErrors))
    setError(key.split('.')[0] as never, { type: 'server', message: messages.join(', ') });
  const details = Object.entries(error.fieldErrors).map(([k, v]) => `${k}: ${v.join(', ')}`);
  return [error.message, ...details].join(' · ');
}

/** '' → null, else the number (the schema refuses what is not one) */
export const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));
/** '' → undefined (the schema's default), else the number */
export const numberOrDefault = (v: string) => (v.trim() === '' ? undefined : Number(v));
/** 'a, b c' → ['a', 'b', 'c'] */
export const listOf = (v: string) => v.split(/[\s,]+/).filter(Boolean);
/** a datetime-local input's value, read as UTC, → ISO (null when empty) */
export const utcFromInput = (v: string) => (v ? (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00.000Z` : v) : null);
/** ISO → a datetime-local input's value in UTC */
export const inputFromUtc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString().slice(0, 16) : '');
/** a validity window for a table: '—' when open on both sides */
export const validity = (from: string | null, to: string | null) =>
  from || to ? `${from ? from.replace('T', ' ').slice(0, 16) : '…'} – ${to ? to.replace('T', ' ').slice(0, 16) : '…'}` : '—';
