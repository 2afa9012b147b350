import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { bonusCodeActivateSchema, DEFAULT_LOCALE, formatAmount, href, isLocale, type BonusHistoryItem } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { usePlayerInfo } from '../../lib/player';
import { Button, Field, Input, Notice, Spinner } from '../../ui';
import { offerCalls, offerQueries, useLiveBonuses, useRefreshBonuses } from './api';

/** A refused code's message: the lock (1012), the deposit-first rule (1501), the 12xx table, else the server's. */
export function codeErrorKey(err: unknown): string {
  if (err instanceof ApiError && [1012, 1501, 1201, 1204, 1205, 1206].includes(err.code)) return `code.errors.${err.code}`;
  return 'code.errors.generic';
}

/**
 * /player/bonus: the active bonus and the queued ones (activate one: the active one goes back to the
 * queue), cancel with a confirmation row showing the amount and its winnings, and a bonus code entry.
 */
export function PlayerBonusPage() {
  const { t } = useTranslation('bonuses');
  const { isLoggedIn } = usePlayerInfo();
  const live = useLiveBonuses(isLoggedIn);
  const items = live.data?.collection ?? [];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold text-gold">{t('player.title')}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <BonusCodeForm />
        <CashbackCard />
      </div>
      <FreeSpinsList />
      <section className="mt-8 flex flex-col gap-4" data-testid="player-bonuses">
        {live.isLoading && <Spinner />}
        {!live.isLoading && items.length === 0 && <p className="text-slate-400">{t('player.empty')}</p>}
        {[...items]
          .sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1))
          .map((b) => (
            <BonusCard key={b.id} bonus={b} />
          ))}
      </section>
    </div>
  );
}

function BonusCard({ bonus }: { bonus: BonusHistoryItem }) {
  const { t } = useTranslation('bonuses');
  const refresh = useRefreshBonuses();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const done = bonus.fullWager - bonus.wagerLeft;
  const percent = bonus.fullWager > 0 ? Math.min(100, Math.round((done / bonus.fullWager) * 100)) : 100;
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(false);
    try {
      await call();
      refresh();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <article className="rounded-2xl border border-white/10 bg-panel p-5" data-testid="player-bonus" data-status={bonus.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-400">{t(`status.${bonus.status}`)}</p>
          <p className="text-2xl font-extrabold text-white" data-testid="player-bonus-amount">
            {formatAmount(bonus.amount)} {bonus.currency}
          </p>
          <p className="text-xs text-slate-400">
            {t('player.granted', { amount: formatAmount(bonus.initialAmount), currency: bonus.currency })}
            {bonus.cancelAfter ? ` · ${t('player.expires', { date: bonus.cancelAfter })}` : ''}
          </p>
        </div>
        <div className="flex gap-2">
          {bonus.status === 'queued' && (
            <Button size="sm" busy={busy} onClick={() => void run(() => offerCalls.activateBonus(bonus.id))} data-testid="bonus-activate">
              {t('player.activate')}
            </Button>
          )}
          {!confirming && (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} data-testid="bonus-cancel">
              {t('player.cancel')}
            </Button>
          )}
        </div>
      </div>
      <div className="mt-4">
        <div
          className="h-2 overflow-hidden rounded-full bg-white/10"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-gold" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-400">
          {t('player.wager', { done: formatAmount(done), total: formatAmount(bonus.fullWager), currency: bonus.currency })}
        </p>
      </div>
      {confirming && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-red-500/10 p-3 text-sm" data-testid="bonus-cancel-confirm">
          <p className="flex-1 text-slate-100">
            {t('player.confirm', {
              amount: formatAmount(bonus.amount),
              winning: formatAmount(Math.min(bonus.winning, bonus.amount)),
              currency: bonus.currency,
            })}
          </p>
          <Button
            size="sm"
            variant="danger"
            busy={busy}
            onClick={() => void run(() => offerCalls.cancelBonus(bonus.id))}
            data-testid="bonus-cancel-yes"
          >
            {t('player.yes')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} data-testid="bonus-cancel-no">
            {t('player.no')}
          </Button>
        </div>
      )}
      {error && (
        <div className="mt-3">
          <Notice size="sm">{t('player.failed')}</Notice>
        </div>
      )}
    </article>
  );
}

/** Free spins with spins left, each with a link to its game (played out there; the game shows the counter). */
function FreeSpinsList() {
  const { t, i18n } = useTranslation('bonuses');
  const { isLoggedIn } = usePlayerInfo();
  const spins = useQuery({ ...offerQueries.freeSpins(), enabled: isLoggedIn });
  const items = spins.data?.items ?? [];
  if (!items.length) return null;
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (
    <section className="mt-8 flex flex-col gap-3" data-testid="player-free-spins">
      <h2 className="text-xl font-bold text-white">{t('freeSpins.title')}</h2>
      {items.map((g) => (
        <article key={g.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold/30 bg-panel p-5">
          <div>
            <p className="text-lg font-extrabold text-white">
              {t('freeSpins.left', { left: g.left, total: g.total, game: g.gameName ?? g.gameId })}
            </p>
            <p className="text-sm text-slate-400">
              {t('freeSpins.terms', { bet: formatAmount(g.bet), currency: g.currency, won: formatAmount(g.winning) })}
              {g.cancelAfter ? ` · ${t('freeSpins.until', { date: g.cancelAfter })}` : ''}
            </p>
          </div>
          {g.gameUrl ? (
            <Link
              to={href('game-real', { id: g.gameUrl }, locale)}
              className="rounded-full bg-gold px-5 py-2 text-sm font-bold text-ink"
              data-testid="free-spins-play"
            >
              {t('freeSpins.play')}
            </Link>
          ) : null}
        </article>
      ))}
    </section>
  );
}

/** Bonus code entry: the server counts refused codes and locks entry for 5 hours after 5 in 5 minutes. */
export function BonusCodeForm() {
  const { t } = useTranslation('bonuses');
  const refresh = useRefreshBonuses();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<{ code: string }>({ resolver: zodResolver(bonusCodeActivateSchema), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    setMessage(null);
    try {
      const { bonus, freeSpins } = await offerCalls.activateCode(code);
      if (bonus)
        setMessage({ tone: 'success', text: t('code.success', { amount: formatAmount(bonus.initialAmount), currency: bonus.currency }) });
      else if (freeSpins)
        setMessage({
          tone: 'success',
          text: t('code.freeSpins', { count: freeSpins.total, game: freeSpins.gameName ?? freeSpins.gameId }),
        });
      form.reset();
      refresh();
    } catch (err) {
      setMessage({ tone: 'error', text: t(codeErrorKey(err)) });
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-2xl bg-panel p-5"
      data-testid="bonus-code-form"
      noValidate
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-[12rem] flex-1">
          <Field label={t('code.label')} error={form.formState.errors.code ? t('code.required') : undefined}>
            <Input {...form.register('code')} autoComplete="off" data-testid="bonus-code-input" />
          </Field>
        </div>
        <Button type="submit" busy={form.formState.isSubmitting} data-testid="bonus-code-submit">
          {t('code.submit')}
        </Button>
      </div>
      {message && (
        <Notice tone={message.tone} size="sm">
          <span data-testid="bonus-code-message">{message.text}</span>
        </Notice>
      )}
    </form>
  );
}

/** Last week's cashback and the button that takes it (needs a confirmed phone; the server says why not). */
function CashbackCard() {
  const { t } = useTranslation('bonuses');
  const { isLoggedIn } = usePlayerInfo();
  const cashback = useQuery({ ...offerQueries.cashback(), enabled: isLoggedIn });
  const refresh = useRefreshBonuses();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const c = cashback.data;
  if (!c) return null;
  const take = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const r = await offerCalls.takeCashback();
      setMessage({ tone: 'success', text: t('cashback.taken', { amount: formatAmount(r.amount), currency: r.currency }) });
      await cashback.refetch();
      refresh();
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof ApiError && err.status === 403 ? t('cashback.needsPhone') : t('player.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-panel p-5" data-testid="cashback-card">
      <h2 className="font-semibold text-slate-100">{t('cashback.title', { percent: c.percent })}</h2>
      <p className="text-sm text-slate-300">
        {t('cashback.due', { amount: formatAmount(c.amount), loss: formatAmount(c.loss), currency: c.currency })}
      </p>
      <div>
        <Button size="sm" disabled={c.amount <= 0} busy={busy} onClick={() => void take()} data-testid="cashback-take">
          {t('cashback.take')}
        </Button>
      </div>
      {message && (
        <Notice tone={message.tone} size="sm">
          {message.text}
        </Notice>
      )}
    </section>
  );
}
