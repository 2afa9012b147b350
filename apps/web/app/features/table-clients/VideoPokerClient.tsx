import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EngineSession, type EnginePlayResult } from '@fortuna/contracts';
import { PlayingCard } from '../fairness';
import { ChipPicker, roundFigures, TableShell } from './TableShell';
import { useRound } from '../game-clients';

const HANDS = ['royalFlush', 'straightFlush', 'fourOfAKind', 'fullHouse', 'flush', 'straight', 'threeOfAKind', 'twoPair', 'jacksOrBetter'];

/** Jacks or Better 9/6: deal five, hold any, draw once; the full paytable on screen. */
export function VideoPokerClient({ session }: { session: EngineSession<'video-poker'> }) {
  const { t } = useTranslation('tables');
  const { balance, round, error, send, pacing, rounds } = useRound<EnginePlayResult<'video-poker'>>(session);
  const [bet, setBet] = useState(100);
  const [held, setHeld] = useState([false, false, false, false, false]);
  const paytable = session.description.paytable;
  const state = round?.state;
  const hand = state?.hand ?? [];
  const open = round?.status === 'open';
  const result = (open ? state?.dealtHand : state?.result) ?? undefined;
  const money = (v: number) => formatMoney(v, session.currency);

  async function deal() {
    setHeld([false, false, false, false, false]);
    await send({ bet: { amount: bet } });
  }
  return (
    <TableShell session={session} fairEngine="jacks-or-better-9-6" {...roundFigures({ balance, round, rounds, error }, bet)}>
      <div className="rounded-3xl border-4 border-[#2b2f6b] bg-[linear-gradient(#0b1a6b,#06104a)] p-3 shadow-2xl sm:p-5">
        <table className="mx-auto w-full max-w-2xl text-xs sm:text-sm" data-testid="paytable">
          <tbody>
            {HANDS.map((h) => (
              <tr key={h} className={result === h ? 'bg-gold text-ink' : 'text-gold-2'}>
                <td className="px-2 py-0.5 font-bold uppercase">{t(`poker.hand.${h}`)}</td>
                <td className="px-2 text-right font-mono">{paytable[h] ?? 0}×</td>
                <td className="px-2 text-right font-mono">{money((paytable[h] ?? 0) * bet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-center text-[11px] text-white/60">{t('poker.paytableNote')}</p>
        <div className="mt-4 flex justify-center gap-1.5 sm:gap-3" data-testid="poker-hand">
          {(hand.length ? hand : [0, 1, 2, 3, 4]).map((c, i) => (
            <button
              key={i}
              type="button"
              disabled={!open}
              onClick={() => setHeld((h) => h.map((x, j) => (j === i ? !x : x)))}
              className="flex flex-col items-center gap-1"
              data-testid={`card-${i}`}
              aria-pressed={held[i]}
            >
              <span className={`h-5 text-xs font-extrabold ${held[i] && open ? 'text-gold' : 'text-transparent'}`}>{t('poker.held')}</span>
              <PlayingCard card={c} width={64} faceDown={!hand.length} />
            </button>
          ))}
        </div>
        <p className="mt-3 min-h-6 text-center text-lg font-extrabold text-gold" data-testid="poker-result">
          {result && result !== 'nothing' ? t(`poker.hand.${result}`) : ''}
          {round && !open && round.win > 0 ? ` · ${money(round.win)}` : ''}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-center gap-2">
          {!open && <ChipPicker value={bet} onChange={setBet} currency={session.currency} className="contents" />}
          {open ? (
            <button
              type="button"
              onClick={() => void send({ action: { type: 'draw', hold: held } })}
              className="rounded-full bg-gold px-8 py-2 font-extrabold text-ink"
              data-testid="draw"
            >
              {t('poker.draw')}
            </button>
          ) : (
            <button
              type="button"
              disabled={!pacing.ready}
              onClick={() => void deal()}
              className="rounded-full bg-gold px-8 py-2 font-extrabold text-ink disabled:opacity-50"
              data-testid="deal"
            >
              {pacing.ready ? t('poker.deal') : t('wait', { seconds: Math.ceil(pacing.wait / 1000) })}
            </button>
          )}
        </div>
      </div>
    </TableShell>
  );
}
