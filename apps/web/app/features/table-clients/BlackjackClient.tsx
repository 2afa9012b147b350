import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EngineSession, type EnginePlayResult } from '@fortuna/contracts';
import { PlayingCard } from '../fairness';
import { ChipPicker, roundFigures, FELT, TableShell } from './TableShell';
import { useRound } from '../game-clients';

interface Hand {
  cards: number[];
  stake: number;
  doubled: boolean;
  finished: boolean;
  result?: string;
  payout?: number;
}
const value = (c: number) => Math.min(10, (c % 13) + 1);
function total(cards: number[]): string {
  let sum = cards.reduce((s, c) => s + value(c), 0);
  const soft = cards.some((c) => c % 13 === 0) && sum + 10 <= 21;
  if (soft) sum += 10;
  return soft && sum !== 21 ? `${sum - 10}/${sum}` : String(sum);
}

/** Blackjack: 6 decks, dealer stands on soft 17; deal, hit, stand, double, split, insurance on an ace. */
export function BlackjackClient({ session }: { session: EngineSession<'blackjack'> }) {
  const { t } = useTranslation('tables');
  const { balance, round, error, send, pacing, rounds } = useRound<EnginePlayResult<'blackjack'>>(session);
  const [bet, setBet] = useState(100);
  const state = round?.state;
  const hands: Hand[] = state?.hands ?? [];
  const dealer = state?.dealer ?? [];
  const actions: string[] = state?.actions ?? [];
  const open = round?.status === 'open';
  const active = state?.active ?? 0;
  const money = (v: number) => formatMoney(v, session.currency);

  return (
    <TableShell
      session={session}
      fairEngine="blackjack"
      {...roundFigures({ balance, round, rounds, error }, bet)}
      extraRules={<p className="mt-2 text-slate-300">{t('blackjack.rules')}</p>}
    >
      <div
        className={`flex min-h-[340px] flex-col items-center justify-between rounded-b-[50%_30%] sm:min-h-[420px] rounded-t-3xl border-8 border-[#5a3a1a] p-4 shadow-2xl ${FELT}`}
      >
        <div className="text-center" data-testid="dealer">
          <div className="mb-1 text-xs uppercase tracking-widest text-white/70">
            {t('blackjack.dealer')} {dealer.length ? `· ${open ? total(dealer.slice(0, 1)) : total(dealer)}` : ''}
          </div>
          <div className="flex justify-center gap-1.5">
            {dealer.map((c, i) => (
              <PlayingCard key={i} card={c} width={60} />
            ))}
            {open && dealer.length === 1 && <PlayingCard card={0} width={60} faceDown />}
          </div>
        </div>
        <p className="my-2 hidden text-center text-[11px] font-semibold uppercase tracking-[0.2em] text-gold/80 sm:block">
          {t('blackjack.felt')}
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-3 sm:mt-0 sm:gap-6" data-testid="player-hands">
          {hands.map((h, i) => (
            <div
              key={i}
              className={`rounded-xl p-2 text-center ${open && i === active && hands.length > 1 ? 'bg-black/25 ring-2 ring-gold' : ''}`}
              data-testid="player-hand"
              data-result={h.result ?? ''}
            >
              <div className="flex justify-center gap-1.5">
                {h.cards.map((c, j) => (
                  <PlayingCard key={j} card={c} width={60} />
                ))}
              </div>
              <div className="mt-1 text-sm font-bold text-white">
                {total(h.cards)} {h.doubled ? `· ${t('blackjack.doubled')}` : ''}
              </div>
              <div className="text-xs text-white/70">
                {money(h.stake)}
                {h.result ? ` · ${t(`blackjack.result.${h.result}`)}` : ''}
              </div>
            </div>
          ))}
        </div>
        {actions.includes('insurance') && (
          <p className="mt-2 rounded-lg bg-black/40 px-3 py-1 text-sm text-gold-2" data-testid="insurance-offer">
            {t('blackjack.insuranceOffer')}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-center gap-2 sm:mt-4">
          {open ? (
            actions.map((a) => (
              <button
                key={a}
                type="button"
                onClick={() => void send({ action: { type: a } })}
                className="rounded-full bg-gold px-5 py-2 font-bold text-ink shadow"
                data-testid={`action-${a}`}
              >
                {t(`blackjack.action.${a}`)}
              </button>
            ))
          ) : (
            <>
              <ChipPicker value={bet} onChange={setBet} currency={session.currency} className="contents" />
              <button
                type="button"
                disabled={!pacing.ready}
                onClick={() => void send({ bet: { amount: bet } })}
                className="rounded-full bg-gold px-6 py-2 font-extrabold text-ink shadow disabled:opacity-50"
                data-testid="deal"
              >
                {pacing.ready ? t('blackjack.deal') : t('wait', { seconds: Math.ceil(pacing.wait / 1000) })}
              </button>
            </>
          )}
        </div>
      </div>
    </TableShell>
  );
}
