import { useTranslation } from 'react-i18next';
import { splitDuration } from './format';
import { useCountdown } from './useCountdown';

/** "Ends in 4d 03h 12m 09s" (or "Starts in"), ticking each second. */
export function Countdown({ until, label }: { until: number; label: 'endsIn' | 'startsIn' }) {
  const { t } = useTranslation('tournaments');
  const left = useCountdown(until);
  if (left === null) return <span className="text-sm text-slate-400">{t(label)}</span>;
  const { d, h, m, s } = splitDuration(left);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <span className="text-sm text-slate-300" data-testid="countdown">
      {t(label)}{' '}
      <span className="font-mono font-semibold text-gold">
        {d > 0 ? `${d}${t('unit.d')} ` : ''}
        {pad(h)}
        {t('unit.h')} {pad(m)}
        {t('unit.m')} {pad(s)}
        {t('unit.s')}
      </span>
    </span>
  );
}
