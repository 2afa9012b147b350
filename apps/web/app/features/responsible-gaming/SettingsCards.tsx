import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, type Metrics } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Button, Field, Notice, Select } from '../../ui';
import { rgApi, rgKeys } from './api';
import { LimitCard, PendingLine } from './LimitCard';

const SESSION_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480, 720] as const;

function useSaver() {
  const { t } = useTranslation('rg');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (
    call: () => Promise<Metrics>,
    ok: (m: Metrics) => string,
    tone: (m: Metrics) => 'success' | 'info' = () => 'success',
  ) => {
    setBusy(true);
    setNotice(null);
    try {
      const next = await call();
      queryClient.setQueryData(rgKeys.metrics, next);
      void queryClient.invalidateQueries({ queryKey: rgKeys.statistic });
      setNotice({ tone: tone(next), text: ok(next) });
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t('failed') });
    } finally {
      setBusy(false);
    }
  };
  return { notice, busy, run };
}

/** the reality check every 15, 30, 45 or 60 minutes, or none. */
export function RealityCheckCard({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation('rg');
  const [value, setValue] = useState(String(metrics.realityCheck.value ?? ''));
  const { notice, busy, run } = useSaver();
  const save = () =>
    run(
      () => (value ? rgApi.save('realityCheck', { minutes: Number(value) }) : rgApi.remove('realityCheck')),
      () => (value ? t('realityCheck.saved', { minutes: value }) : t('realityCheck.off')),
    );
  return (
    <LimitCard title={t('realityCheck.cardTitle')} intro={t('realityCheck.cardIntro')} testId="reality-check-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <Field label={t('realityCheck.every')}>
            <Select value={value} onChange={(e) => setValue(e.target.value)} data-testid="reality-check-select">
              <option value="">{t('realityCheck.none')}</option>
              {REALITY_CHECK_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button size="sm" onClick={() => void save()} busy={busy} data-testid="reality-check-save">
          {t('limits.save')}
        </Button>
      </div>
      {notice ? (
        <div className="mt-3">
          <Notice tone={notice.tone} size="sm">
            {notice.text}
          </Notice>
        </div>
      ) : null}
    </LimitCard>
  );
}

/** Beyond the spec: how long one playing session may last; lowering applies now, raising or removing after 24 hours. */
export function SessionLimitCard({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation('rg');
  const current = metrics.session;
  const [value, setValue] = useState(String(current.value ?? ''));
  const { notice, busy, run } = useSaver();
  const result = (m: Metrics) => (m.session.pending ? t('limits.waits') : t('limits.appliesNow'));
  const tone = (m: Metrics) => (m.session.pending ? 'info' : 'success') as 'info' | 'success';
  return (
    <LimitCard title={t('session.title')} intro={t('session.intro')} testId="session-card">
      <p className="mb-3 font-mono text-lg font-bold text-white">
        {current.value ? t('minutes', { count: current.value }) : t('limits.none')}
      </p>
      {current.pending ? (
        <div className="mb-3">
          <PendingLine
            text={current.pending.value === null ? t('limits.pendingRemoval') : t('session.pending', { count: current.pending.value })}
            at={current.pending.effectiveAt}
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <Field label={t('session.label')}>
            <Select value={value} onChange={(e) => setValue(e.target.value)} data-testid="session-select">
              <option value="">{t('limits.none')}</option>
              {SESSION_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button
          size="sm"
          busy={busy}
          onClick={() =>
            void run(() => (value ? rgApi.save('session', { minutes: Number(value) }) : rgApi.remove('session')), result, tone)
          }
        >
          {t('limits.save')}
        </Button>
      </div>
      {notice ? (
        <div className="mt-3">
          <Notice tone={notice.tone} size="sm">
            {notice.text}
          </Notice>
        </div>
      ) : null}
    </LimitCard>
  );
}
