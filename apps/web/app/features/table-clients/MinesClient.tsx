import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EngineSession, type EnginePlayResult } from '@fortuna/contracts';
import { ChipPicker, roundFigures, TableShell } from './TableShell';
import { ScratchSymbol } from './ScratchSymbol';
import { useRound } from '../game-clients';

/** Mines: 5×5 board, pick tiles, cash out before hitting a mine (1% edge). */
export function MinesClient({ session }: { session: EngineSession<'mines'> }) {
  const { t } = useTranslation('tables');
  const { balance, round, error, send, pacing, rounds } = useRound<EnginePlayResult<'mines'>>(session);
  const [bet, setBet] = useState(100);
  const [mines, setMines] = useState(3);
  const state = round?.state;
  const open = round?.status === 'open';
  const revealed = state?.revealed ?? [];
  const minePositions = state?.minePositions ?? [];
  const multiplier = state?.multiplier ?? 1;
  return (
    <TableShell
      session={session}
      fairEngine="mines"
      {...roundFigures({ balance, round, rounds, error }, bet)}
      lastRound={{ bet: { mines: state?.bet.mines ?? mines } }}
    >
      <div className="mx-auto max-w-md rounded-3xl bg-[linear-gradient(135deg,#22254a,#0f1020)] p-4 shadow-2xl">
        <div className="mb-3 text-center text-2xl font-black text-gold" data-testid="mines-multiplier">
          {multiplier.toFixed(4)}×
        </div>
        <div className="grid grid-cols-5 gap-2" data-testid="mines-board">
          {Array.from({ length: 25 }, (_, i) => {
            const shown = revealed.includes(i);
            const mine = minePositions.includes(i);
            return (
              <button
                key={i}
                type="button"
                disabled={!open || shown}
                onClick={() => void send({ action: { type: 'reveal', tile: i } })}
                data-testid={`tile-${i}`}
                className={`flex aspect-square items-center justify-center rounded-xl text-2xl shadow transition ${mine && !open ? 'bg-rose/80' : shown ? 'bg-mint/80' : 'bg-panel-2 hover:bg-white/20'}`}
              >
                {mine && !open ? <Bomb /> : shown ? <ScratchSymbol prize={1000} size={34} /> : ''}
              </button>
            );
          })}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          {open ? (
            <button
              type="button"
              disabled={!revealed.length}
              onClick={() => void send({ action: { type: 'cashout' } })}
              className="rounded-full bg-mint px-8 py-2 font-extrabold text-ink disabled:opacity-50"
              data-testid="cashout"
            >
              {t('mines.cashout')}
            </button>
          ) : (
            <>
              <label className="text-sm text-white/70">
                {t('mines.count')}
                <select
                  value={mines}
                  onChange={(e) => setMines(Number(e.target.value))}
                  className="ml-2 rounded-md bg-panel-2 px-2 py-1 text-white"
                >
                  {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
                    <option key={n}>{n}</option>
                  ))}
                </select>
              </label>
              <ChipPicker value={bet} onChange={setBet} currency={session.currency} className="contents" />
              <button
                type="button"
                disabled={!pacing.ready}
                onClick={() => void send({ bet: { amount: bet, mines } })}
                className="rounded-full bg-gold px-8 py-2 font-extrabold text-ink disabled:opacity-50"
                data-testid="start"
              >
                {pacing.ready ? t('mines.start') : t('wait', { seconds: Math.ceil(pacing.wait / 1000) })}
              </button>
            </>
          )}
        </div>
      </div>
    </TableShell>
  );
}

function Bomb() {
  return (
    <svg viewBox="0 0 40 40" width={34} height={34} aria-hidden>
      <circle cx="18" cy="23" r="12" fill="#111827" stroke="#000" />
      <circle cx="14" cy="19" r="3" fill="#fff" opacity="0.35" />
      <path d="M26 14 L30 10" stroke="#78350f" strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="8" r="3" fill="#f59e0b" />
    </svg>
  );
}
