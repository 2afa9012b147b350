import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney, href } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { localeFromPath } from '../../lib/i18n';
import { useUi } from '../../lib/ui.store';
import { Button, Dialog, Notice, Spinner } from '../../ui';
import { useAuthFlow } from '../auth';
import { rgApi, rgKeys, rgQueries } from './api';
import { formatClock, serverClock } from './time';
import { useTicker } from './useTicker';

/**
 * The reality check: how long this session has lasted, what was staked and won, the
 * net result and the balance, from the server. Play is paused until the player answers: Continue,
 * Log out or View history; the answer is recorded on the server.
 */
export function RealityCheckModal() {
  const { t } = useTranslation('rg');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { logout } = useAuthFlow();
  const closeModal = useUi((s) => s.closeModal);
  const stats = useQuery({ ...rgQueries.statistic(), staleTime: 0, refetchOnMount: 'always' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  useTicker(!!stats.data);

  const answer = async (choice: 'continue' | 'logout' | 'history') => {
    setBusy(choice);
    setError('');
    try {
      await rgApi.answerRealityCheck(choice);
    } catch (err) {
      // 409: nothing is due on the server (answered in another tab): nothing to record
      if (!(err instanceof ApiError && err.status === 409)) {
        setError(t('realityCheck.failed'));
        setBusy(null);
        return;
      }
    }
    setBusy(null);
    closeModal();
    await queryClient.invalidateQueries({ queryKey: rgKeys.statistic });
    if (choice === 'logout') await logout();
    if (choice === 'history') void navigate(href('player-history-games', {}, localeFromPath(window.location.pathname)));
  };

  const s = stats.data;
  const seconds = s ? (serverClock(s.now, stats.dataUpdatedAt)() - new Date(s.startedAt).getTime()) / 1000 : 0;
  return (
    <Dialog title={t('realityCheck.title')} locked testId="reality-check">
      <div className="flex flex-col gap-5">
        <p className="text-slate-300">{t('realityCheck.intro', { minutes: s?.realityCheck.intervalMinutes ?? 0 })}</p>
        {!s ? (
          <div className="grid place-items-center py-6">
            <Spinner />
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Figure label={t('realityCheck.time')} value={formatClock(seconds)} testId="rc-time" />
            <Figure label={t('realityCheck.balance')} value={formatMoney(s.balance, s.currency)} testId="rc-balance" />
            <Figure label={t('realityCheck.bets')} value={formatMoney(s.bets, s.currency)} testId="rc-bets" />
            <Figure label={t('realityCheck.wins')} value={formatMoney(s.wins, s.currency)} testId="rc-wins" />
            <div className="col-span-2">
              <Figure
                label={t('realityCheck.net')}
                value={`${s.net > 0 ? '+' : ''}${formatMoney(s.net, s.currency)}`}
                tone={s.net >= 0 ? 'text-mint' : 'text-rose'}
                testId="rc-net"
              />
            </div>
          </dl>
        )}
        <p className="text-xs text-slate-400">{t('realityCheck.paused')}</p>
        <Notice>{error}</Notice>
        <div className="flex flex-col gap-3">
          <Button onClick={() => void answer('continue')} busy={busy === 'continue'} block>
            {t('realityCheck.continue')}
          </Button>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="ghost" size="sm" onClick={() => void answer('history')} busy={busy === 'history'}>
              {t('realityCheck.history')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void answer('logout')} busy={busy === 'logout'}>
              {t('realityCheck.logout')}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}

function Figure({ label, value, tone, testId }: { label: string; value: string; tone?: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-white/10 bg-ink/50 px-4 py-3">
      <dt className="text-xs uppercase tracking-wider text-slate-400">{label}</dt>
      <dd className={`mt-1 font-mono text-lg font-bold ${tone ?? 'text-white'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
