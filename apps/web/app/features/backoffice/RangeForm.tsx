import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminRangeQuerySchema, utcDay } from '@fortuna/contracts';
import { Input } from '../../ui';
import { useAdminT } from './useAdminT';

const DAY_MS = 86_400_000;
/** a report's range as the operator picks it: both days, each checked as the contract's range query checks it */
const rangeSchema = adminRangeQuerySchema.required();
export type Range = { from: string; to: string };
export type RangeForm = UseFormReturn<Range, unknown, Range>;

/** the from/to form of a report: the last seven UTC days until the operator picks others */
export function useRangeForm(): RangeForm {
  return useForm<Range, unknown, Range>({
    resolver: zodResolver(rangeSchema),
    defaultValues: { from: utcDay(new Date(Date.now() - 6 * DAY_MS)), to: utcDay(new Date()) },
  });
}

/** the two date inputs of a range form, each with its error under it */
export function RangeInputs({ form }: { form: RangeForm }) {
  const { t } = useAdminT();
  const { errors } = form.formState;
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <label key={name} className="flex flex-col text-sm text-slate-300">
          {t(name)}
          <Input size="sm" type="date" {...form.register(name)} />
          {errors[name] ? (
            <span role="alert" className="text-xs text-rose" data-field-error>
              {errors[name].message}
            </span>
          ) : null}
        </label>
      ))}
    </>
  );
}
