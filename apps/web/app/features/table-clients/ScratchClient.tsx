import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EngineSession, type EnginePlayResult } from '@fortuna/contracts';
import { ChipPicker, TableShell } from './TableShell';
import { ScratchSymbol } from './ScratchSymbol';
import { useRound } from '../game-clients';

/**
 * Scratch card: the studio settles the card at purchase; the player scratches the nine cells (tap,
 * drag across with the pointer held down, or Enter/Space on a focused cell) or reveals all. The
 * result shows once every cell is uncovered.
 */
export function ScratchClient({ session }: { session: EngineSession<'scratch'> }) {
  const { t } = useTranslation('tables');
  const { balance, round, error, send, pacing, rounds } = useRound<EnginePlayResult<'scratch'>>(session);
  const [bet, setBet] = useState(100);
  const [revealed, setRevealed] = useState<{ roundId: string | null; cells: Set<number> }>({
    roundId: round?.roundId ?? null,
    cells: new Set(round ? [0, 1, 2, 3, 4, 5, 6, 7, 8] : []),
  });
  const outcome = round?.state.outcome;
  const cells = outcome?.cells ?? [];
  const prize = outcome?.prize ?? 0;
  const shown = revealed.roundId === (round?.roundId ?? null) ? revealed.cells : new Set<number>();
  const done = !!round && shown.size === 9;
  const paytable = session.description.paytable;
  const money = (v: number) => formatMoney(v, session.currency);

  const reveal = (i: number | 'all') => {
    if (!round) return;
    setRevealed({ roundId: round.roundId, cells: i === 'all' ? new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]) : new Set([...shown, i]) });
  };

  async function buy() {
    const res = await send({ bet: { amount: bet } });
    if (res) setRevealed({ roundId: res.round.roundId, cells: new Set() });
  }

  return (
    <TableShell
      session={session}
      fairEngine="scratch"
      balance={round && !done ? balance - round.win : balance}
      stake={round ? round.stake : bet}
      win={done ? round.win : null}
      roundId={round?.roundId ?? null}
      nonceHint={rounds}
      error={error}
    >
      <div className="mx-auto grid max-w-4xl gap-4 rounded-3xl bg-[linear-gradient(150deg,#3a2a0a,#1a1206_60%,#0f1020)] p-3 shadow-2xl sm:p-6 md:grid-cols-[minmax(0,1fr)_220px]">
        <div>
          <p className="mb-2 text-center text-xs text-gold-2 sm:text-sm">{t('scratch.hint')}</p>
          <div
            className="mx-auto grid max-w-[264px] grid-cols-3 gap-2 rounded-2xl bg-gold/90 p-2 shadow-inner sm:max-w-sm sm:gap-3 sm:p-3"
            data-testid="scratch-card"
            onPointerDown={(e) => (e.target as Element).releasePointerCapture?.(e.pointerId)}
          >
            {Array.from({ length: 9 }, (_, i) => {
              const open = shown.has(i);
              const value = cells[i];
              const winning = done && prize > 0 && value === prize;
              return (
                <button
                  key={`${round?.roundId ?? 'none'}-${i}`}
                  type="button"
                  disabled={!round || open}
                  onPointerDown={() => reveal(i)}
                  onPointerEnter={(e) => e.buttons === 1 && reveal(i)}
                  onClick={() => reveal(i)}
                  aria-label={
                    open && value !== undefined ? t('scratch.cell', { n: i + 1, prize: value }) : t('scratch.covered', { n: i + 1 })
                  }
                  data-testid={`scratch-cell-${i}`}
                  data-value={open && value !== undefined ? value : ''}
                  className={`flex aspect-square touch-none select-none flex-col items-center justify-center rounded-xl text-center transition ${
                    open
                      ? winning
                        ? 'bg-mint/90 text-ink ring-4 ring-white'
                        : 'bg-[#fff7dd] text-ink'
                      : 'bg-[repeating-linear-gradient(45deg,#9ca3af_0_6px,#b8bec8_6px_12px)] text-white/90 shadow hover:brightness-110 focus-visible:ring-4 focus-visible:ring-white'
                  }`}
                >
                  {open && value !== undefined ? (
                    <>
                      <ScratchSymbol prize={value} size={36} />
                      <span className="font-mono text-sm font-black">×{value}</span>
                    </>
                  ) : (
                    <span className="text-2xl font-black text-slate-800/60" aria-hidden>
                      ?
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          <p className="mt-2 min-h-6 text-center text-base font-bold" role="status" data-testid="scratch-result">
            {done ? (
              prize > 0 ? (
                <span className="text-mint">{t('scratch.win', { prize, amount: money(round.win) })}</span>
              ) : (
                <span className="text-white/80">{t('scratch.noWin')}</span>
              )
            ) : (
              ''
            )}
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
            {round && !done ? (
              <button
                type="button"
                onClick={() => reveal('all')}
                className="rounded-full bg-mint px-8 py-2 font-extrabold text-ink shadow"
                data-testid="scratch-reveal-all"
              >
                {t('scratch.revealAll')}
              </button>
            ) : (
              <>
                <ChipPicker value={bet} onChange={setBet} currency={session.currency} className="contents" />
                <button
                  type="button"
                  disabled={!pacing.ready}
                  onClick={() => void buy()}
                  className="rounded-full bg-gold px-8 py-2 font-extrabold text-ink shadow disabled:opacity-50"
                  data-testid="scratch-buy"
                >
                  {pacing.ready ? t('scratch.buy', { amount: money(bet) }) : t('wait', { seconds: Math.ceil(pacing.wait / 1000) })}
                </button>
              </>
            )}
          </div>
        </div>
        <section
          className="h-fit rounded-xl bg-black/30 p-2 text-sm"
          data-testid="scratch-paytable"
          aria-labelledby="scratch-paytable-title"
        >
          <h2 id="scratch-paytable-title" className="pb-1 text-xs font-semibold uppercase tracking-widest text-white/70">
            {t('scratch.paytable')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-0.5 md:grid-cols-1">
            {paytable.map((p) => (
              <li
                key={p.prize}
                className={`flex items-center justify-between gap-2 rounded px-1 ${done && prize === p.prize ? 'bg-gold text-ink' : 'text-gold-2'}`}
              >
                <span className="flex items-center gap-0.5">
                  <ScratchSymbol prize={p.prize} size={16} />
                  <ScratchSymbol prize={p.prize} size={16} />
                  <ScratchSymbol prize={p.prize} size={16} />
                </span>
                <span className="font-mono font-bold">×{p.prize}</span>
                <span className="hidden font-mono text-xs sm:inline">
                  {t('scratch.chance', {
                    n: Math.round(1 / p.chance)
                      .toLocaleString('en')
                      .replace(/,/g, ' '),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </TableShell>
  );
}
