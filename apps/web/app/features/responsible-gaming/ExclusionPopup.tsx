import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SelfExclusionMetric } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { playerKeys } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { Button, Dialog, Notice, Spinner } from '../../ui';
import { rgApi, rgKeys, rgQueries } from './api';
import { formatClock, formatDateTime, serverClock } from './time';
import { useTicker } from './useTicker';

const DAY_MINUTES = 1440;

/**
 * The self-exclusion popups, in its order: reopening already asked for; indefinite
 * (minimalAllowed 7_day); more than 1440 minutes left; otherwise a countdown. Reopening: the
 * request, its confirmation (the delete call), then the success popup. Right after a break starts
 * (the push logged this page out) it says until when.
 */
export function ExclusionPopup() {
  const { t, i18n } = useTranslation('rg');
  const { modalProps, closeModal } = useUi();
  if (modalProps.started) {
    const until = modalProps.until as string | null;
    return (
      <Dialog title={t('popup.startedTitle')} onClose={closeModal} testId="exclusion-started">
        <div className="flex flex-col gap-4">
          <p className="text-slate-300">
            {until ? t('popup.startedUntil', { date: formatDateTime(until, i18n.language) }) : t('popup.startedIndefinite')}
          </p>
          <p className="text-sm text-slate-400">{t('popup.takeCare')}</p>
          <Button onClick={closeModal}>{t('popup.ok')}</Button>
        </div>
      </Dialog>
    );
  }
  return <SignedInExclusionPopup />;
}

function SignedInExclusionPopup() {
  const { t, i18n } = useTranslation('rg');
  const closeModal = useUi((s) => s.closeModal);
  const queryClient = useQueryClient();
  const metrics = useQuery({ ...rgQueries.metrics(), staleTime: 0 });
  const [step, setStep] = useState<'view' | 'confirm' | 'done'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const e = metrics.data?.selfExclusion ?? null;
  const now = metrics.data ? serverClock(metrics.data.now, metrics.dataUpdatedAt) : () => Date.now();
  useTicker(!!e);

  const reopen = async () => {
    setBusy(true);
    setError('');
    try {
      const next = await rgApi.remove('selfExclusion');
      queryClient.setQueryData(rgKeys.metrics, next);
      setStep('done');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: playerKeys.info });
    closeModal();
  };

  let body: React.ReactNode;
  if (!metrics.data) body = <Spinner />;
  else if (!e) body = <p className="text-slate-300">{t('popup.over')}</p>;
  else if (step === 'done') body = <p className="text-slate-300">{t('popup.requestSent', { date: date(e.reopensAt) })}</p>;
  else if (step === 'confirm')
    body = (
      <>
        <p className="text-slate-300">{t(e.minimalAllowed === '7_day' ? 'popup.confirmIndefinite' : 'popup.confirmReopen')}</p>
        <Notice>{error}</Notice>
        <Button onClick={() => void reopen()} busy={busy} block>
          {t('popup.confirmButton')}
        </Button>
        <Button variant="ghost" onClick={() => setStep('view')}>
          {t('popup.keepClosed')}
        </Button>
      </>
    );
  else body = <Status e={e} now={now()} date={date} onReopen={() => setStep('confirm')} />;

  function date(iso: string | null) {
    return iso ? formatDateTime(iso, i18n.language) : '';
  }

  return (
    <Dialog title={t(step === 'done' ? 'popup.doneTitle' : 'popup.title')} onClose={close} testId="exclusion-popup">
      <div className="flex flex-col gap-4">
        {body}
        {step !== 'confirm' ? (
          <Button variant={step === 'done' ? 'gold' : 'ghost'} onClick={close}>
            {t('popup.ok')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}

function Status({
  e,
  now,
  date,
  onReopen,
}: {
  e: SelfExclusionMetric;
  now: number;
  date: (iso: string | null) => string;
  onReopen: () => void;
}) {
  const { t } = useTranslation('rg');
  if (e.requestedDelete) {
    const left = (new Date(e.reopensAt!).getTime() - now) / 1000;
    return (
      <p className="text-slate-300" data-testid="exclusion-requested">
        {left / 60 > DAY_MINUTES
          ? t('popup.requested', { date: date(e.reopensAt) })
          : t('popup.requestedTimer', { time: formatClock(left) })}
      </p>
    );
  }
  if (e.canRequestReopen)
    return (
      <>
        <p className="text-slate-300">{t(e.minimalAllowed === '7_day' ? 'popup.indefinite' : 'popup.ended')}</p>
        <Button variant="outline" onClick={onReopen}>
          {t('popup.reopen')}
        </Button>
      </>
    );
  if (e.minimalAllowed === '7_day') return <p className="text-slate-300">{t('popup.indefiniteEarly')}</p>;
  const end = e.reopensAt ?? e.expiresAtIso;
  const left = end ? (new Date(end).getTime() - now) / 1000 : 0;
  return left / 60 > DAY_MINUTES ? (
    <p className="text-slate-300">{t('popup.until', { date: date(end) })}</p>
  ) : (
    <p className="text-slate-300" data-testid="exclusion-timer">
      {t('popup.timer', { time: formatClock(left) })}
    </p>
  );
}
