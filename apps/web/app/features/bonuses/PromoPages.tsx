import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatAmount, href, type Locale, type PromoItem } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { Button, Notice, Spinner } from '../../ui';
import { offerCalls, offerQueries, useRefreshBonuses } from './api';

// a daily campaign's days: only its page loads them
const PromotionDays = lazy(() => import('./PromotionDays').then((m) => ({ default: m.PromotionDays })));

function terms(t: (k: string, o?: Record<string, unknown>) => string, p: PromoItem): string[] {
  const r = p.reward;
  const out: string[] = [];
  if (r.kind === 'deposit_match') out.push(t('promo.terms.match', { percent: r.percent, cap: formatAmount(r.amount) }));
  if (r.kind === 'fixed') out.push(t('promo.terms.fixed', { amount: formatAmount(r.amount) }));
  if (r.kind === 'cashback') out.push(t('promo.terms.cashback', { percent: r.percent, cap: formatAmount(r.amount) }));
  if (r.kind === 'free_spins' && r.freeSpins)
    out.push(t('promo.terms.spins', { count: r.freeSpins.count, bet: formatAmount(r.freeSpins.bet) }));
  if (r.wagerRatio > 0) out.push(t('promo.terms.wager', { ratio: r.wagerRatio }));
  if (r.validityDays) out.push(t('promo.terms.days', { days: r.validityDays }));
  if (r.maxBet) out.push(t('promo.terms.maxBet', { amount: formatAmount(r.maxBet) }));
  return out;
}

/** /promo: the public campaigns, translated. */
export function PromoListPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('bonuses');
  const promo = useQuery(offerQueries.promo(locale));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold text-gold">{t('promo.title')}</h1>
      {promo.isLoading && <Spinner />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promo-list">
        {(promo.data?.items ?? []).map((p) => (
          <article key={p.id} className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-panel p-5" data-testid="promo-card">
            <h2 className="text-lg font-bold text-white">{p.title}</h2>
            <p className="flex-1 text-sm text-slate-300">{p.description}</p>
            <Link to={href('promo-item', { id: p.id }, locale)} className="text-sm font-semibold text-gold hover:underline">
              {t('promo.details')}
            </Link>
          </article>
        ))}
      </div>
    </div>
  );
}

/** /promo/{id}: one promotion and its terms. */
export function PromoItemPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('bonuses');
  const { id } = useParams();
  const promo = useQuery(offerQueries.promo(locale));
  const item = promo.data?.items.find((p) => p.id === id);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Link to={href('promo', {}, locale)} className="text-sm text-slate-400 hover:text-gold">
        ← {t('promo.back')}
      </Link>
      {promo.isLoading && <Spinner />}
      {!promo.isLoading && !item && <p className="mt-6 text-slate-400">{t('promo.missing')}</p>}
      {item && (
        <article className="mt-4 rounded-2xl bg-panel p-6" data-testid="promo-item">
          <h1 className="text-3xl font-extrabold text-gold">{item.title}</h1>
          <p className="mt-3 text-slate-200">{item.description}</p>
          <ul className="mt-5 list-disc space-y-1 pl-5 text-sm text-slate-300">
            {terms(t, item).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {item.type === 'manual' ? <Pickup id={item.id} /> : null}
          {item.type === 'daily' ? (
            <Suspense fallback={<Spinner />}>
              <PromotionDays id={item.id} locale={locale} />
            </Suspense>
          ) : null}
        </article>
      )}
    </div>
  );
}

/** A manual campaign's reward, taken by the signed-in player (once): a bonus, or free spins (then on /player/bonus). */
function Pickup({ id }: { id: string }) {
  const { t } = useTranslation('bonuses');
  const { isLoggedIn } = usePlayerInfo();
  const refresh = useRefreshBonuses();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!isLoggedIn) return null;
  const take = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const got = await offerCalls.pickup(id);
      setMessage({
        tone: 'success',
        text:
          'freeSpins' in got
            ? t('code.freeSpins', { count: got.freeSpins.total, game: got.freeSpins.gameName ?? got.freeSpins.gameId })
            : t('code.success', { amount: formatAmount(got.initialAmount), currency: got.currency }),
      });
      refresh();
    } catch {
      setMessage({ tone: 'error', text: t('promo.pickupFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-6 flex flex-col gap-3">
      <Button busy={busy} onClick={() => void take()} data-testid="promo-pickup">
        {t('promo.pickup')}
      </Button>
      {message ? (
        <Notice tone={message.tone}>
          <span data-testid="promo-pickup-message">{message.text}</span>
        </Notice>
      ) : null}
    </div>
  );
}
