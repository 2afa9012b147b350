import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EngineSession, type EnginePlayResult } from '@fortuna/contracts';
import { Chip, ChipPicker, FELT, TableShell } from './TableShell';
import { useRound } from '../game-clients';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourClass = (n: number) => (n === 0 ? 'bg-emerald-700' : RED.has(n) ? 'bg-red-700' : 'bg-neutral-900');
type InsideMode = 'straight' | 'split' | 'street' | 'corner' | 'sixLine' | 'trio' | 'firstFour';
const INSIDE: InsideMode[] = ['straight', 'split', 'street', 'corner', 'sixLine', 'trio', 'firstFour'];
interface Bet {
  type: string;
  numbers?: number[];
  amount: number;
}
const keyOf = (b: { type: string; numbers?: number[] }) => `${b.type}:${(b.numbers ?? []).join('-')}`;

/** The inside bet the clicked number stands for in the chosen mode (legal placements only). */
function placement(mode: InsideMode, n: number): number[] {
  const street = n === 0 ? 1 : n - ((n - 1) % 3);
  switch (mode) {
    case 'straight':
      return [n];
    case 'split':
      return n === 0 ? [0, 2] : n <= 33 ? [n, n + 3] : [n - 3, n];
    case 'street':
      return [street, street + 1, street + 2];
    case 'corner': {
      let a = n === 0 ? 1 : (n - 1) % 3 === 2 ? n - 1 : n;
      if (a > 32) a -= 3;
      return [a, a + 1, a + 3, a + 4];
    }
    case 'sixLine': {
      const a = street > 31 ? street - 3 : street;
      return [a, a + 1, a + 2, a + 3, a + 4, a + 5];
    }
    case 'trio':
      return n === 3 ? [0, 2, 3] : [0, 1, 2];
    case 'firstFour':
      return [0, 1, 2, 3];
  }
}

/** European roulette on a felt layout: chips on inside and outside bets, the wheel's result and the last numbers. */
export function RouletteClient({ session }: { session: EngineSession<'roulette'> }) {
  const { t } = useTranslation('tables');
  const { balance, round, error, send, pacing, rounds } = useRound<EnginePlayResult<'roulette'>>(session);
  const [chip, setChip] = useState(100);
  const [mode, setMode] = useState<InsideMode>('straight');
  const [bets, setBets] = useState<Record<string, Bet>>({});
  const [last, setLast] = useState<number[]>([]);
  const [spinning, setSpinning] = useState(false);
  const stake = Object.values(bets).reduce((s, b) => s + b.amount, 0);
  const number = round?.state.outcome.number ?? null;

  const add = (type: string, numbers?: number[]) =>
    setBets((prev) => {
      const k = keyOf({ type, numbers });
      return { ...prev, [k]: { type, numbers, amount: (prev[k]?.amount ?? 0) + chip } };
    });
  const chipsOn = (type: string, numbers?: number[]) => bets[keyOf({ type, numbers })]?.amount ?? 0;
  const coveredBy = (n: number) => Object.values(bets).some((b) => b.numbers?.includes(n) && !['dozen', 'column'].includes(b.type));

  async function spin() {
    if (!stake) return;
    setSpinning(true);
    const res = await send({ bet: { bets: Object.values(bets) } });
    setTimeout(() => setSpinning(false), 600);
    const n = res?.round.state.outcome.number;
    if (n !== undefined) setLast((l) => [n, ...l].slice(0, 15));
  }

  const cell = (n: number) => (
    <button
      key={n}
      type="button"
      onClick={() => add(mode, placement(mode, n))}
      data-testid={`num-${n}`}
      className={`relative flex h-8 items-center justify-center border border-white/30 text-sm font-bold text-white sm:h-12 sm:text-base ${colourClass(n)} ${number === n && !spinning ? 'ring-4 ring-gold ring-inset' : ''} ${coveredBy(n) ? 'outline outline-2 -outline-offset-4 outline-gold/70' : ''}`}
    >
      {n}
      {chipsOn('straight', [n]) > 0 && (
        <span className="absolute -right-1 -top-1">
          <Chip value={chip} size={20} label={String(chipsOn('straight', [n]) / 100)} />
        </span>
      )}
    </button>
  );
  const outside = (type: string, label: string, numbers?: number[], extra = '') => (
    <button
      type="button"
      onClick={() => add(type, numbers)}
      data-testid={`bet-${type}${numbers ? `-${numbers[0]}` : ''}`}
      className={`relative flex h-8 items-center justify-center border border-white/30 px-1 text-xs font-bold uppercase text-white sm:h-12 sm:text-sm ${extra}`}
    >
      {label}
      {chipsOn(type, numbers) > 0 && (
        <span className="absolute -right-1 -top-1">
          <Chip value={chip} size={20} label={String(chipsOn(type, numbers) / 100)} />
        </span>
      )}
    </button>
  );
  // the layout as at the table: three rows (3, 6, … / 2, 5, … / 1, 4, …), twelve columns
  const rows = [3, 2, 1].map((r) => Array.from({ length: 12 }, (_, c) => c * 3 + r));

  return (
    <TableShell
      session={session}
      fairEngine="roulette-european"
      balance={balance}
      stake={stake}
      win={round ? round.win : null}
      roundId={round?.roundId ?? null}
      nonceHint={rounds}
      error={error}
    >
      <div className={`rounded-3xl border-8 border-[#5a3a1a] p-3 shadow-2xl ${FELT}`}>
        <div className="mb-2 flex flex-wrap items-center gap-3 sm:mb-3">
          <div
            className={`flex size-14 items-center justify-center rounded-full border-4 border-gold text-2xl font-black sm:size-20 sm:text-3xl text-white shadow-lg ${number === null ? 'bg-black/40' : colourClass(number)} ${spinning ? 'animate-spin' : ''}`}
            data-testid="winning-number"
            data-value={number ?? ''}
          >
            {spinning ? '' : (number ?? '–')}
          </div>
          <div className="min-w-0 flex-1">
            <div className="text-xs uppercase tracking-widest text-white/60">{t('roulette.last')}</div>
            <div className="mt-1 flex flex-wrap gap-1" data-testid="last-numbers">
              {last.map((n, i) => (
                <span
                  key={i}
                  className={`flex size-7 items-center justify-center rounded-full text-xs font-bold text-white ${colourClass(n)}`}
                >
                  {n}
                </span>
              ))}
            </div>
          </div>
        </div>
        {/* phones: the layout stands upright (0 on top, 1-2-3 across), as on mobile tables */}
        <div className="grid auto-rows-[2rem] grid-cols-[repeat(3,1fr)_2.75rem_2.75rem] sm:hidden" data-testid="layout-portrait">
          <button
            type="button"
            onClick={() => add(mode, placement(mode, 0))}
            className={`col-span-3 flex h-8 items-center justify-center rounded-t-full border border-white/30 bg-emerald-700 font-bold text-white ${number === 0 && !spinning ? 'ring-4 ring-gold ring-inset' : ''}`}
          >
            0
          </button>
          <div />
          <div />
          {Array.from({ length: 12 }, (_, r) => [
            ...[1, 2, 3].map((c) => cell(r * 3 + c)),
            r % 4 === 0 ? (
              <div key={`d${r}`} className="row-span-4 [&>button]:h-full">
                {outside('dozen', t(`roulette.dozen${r / 4 + 1}`), [r / 4 + 1], 'w-full [writing-mode:vertical-rl]')}
              </div>
            ) : null,
            r % 2 === 0 ? (
              <div key={`o${r}`} className="row-span-2 [&>button]:h-full">
                {[
                  () => outside('low', '1–18', undefined, 'w-full [writing-mode:vertical-rl]'),
                  () => outside('even', t('roulette.even'), undefined, 'w-full [writing-mode:vertical-rl]'),
                  () => outside('red', t('roulette.red'), undefined, 'w-full bg-red-700 [writing-mode:vertical-rl]'),
                  () => outside('black', t('roulette.black'), undefined, 'w-full bg-neutral-900 [writing-mode:vertical-rl]'),
                  () => outside('odd', t('roulette.odd'), undefined, 'w-full [writing-mode:vertical-rl]'),
                  () => outside('high', '19–36', undefined, 'w-full [writing-mode:vertical-rl]'),
                ][r / 2]()}
              </div>
            ) : null,
          ])}
          {[1, 2, 3].map((k) => (
            <div key={`col${k}`}>{outside('column', t('roulette.column'), [k], 'w-full')}</div>
          ))}
        </div>
        <div className="hidden sm:block">
          <div className="grid grid-cols-[3rem_repeat(12,1fr)_3.5rem]">
            <button
              type="button"
              onClick={() => add(mode === 'straight' ? 'straight' : mode, placement(mode, 0))}
              data-testid="num-0"
              className={`relative row-span-3 flex items-center justify-center rounded-l-full border border-white/30 bg-emerald-700 font-bold text-white ${number === 0 && !spinning ? 'ring-4 ring-gold ring-inset' : ''}`}
            >
              0
              {chipsOn('straight', [0]) > 0 && (
                <span className="absolute right-0 top-1">
                  <Chip value={chip} size={20} label={String(chipsOn('straight', [0]) / 100)} />
                </span>
              )}
            </button>
            {rows.map((row, i) => [
              ...row.map(cell),
              <div key={`c${i}`}>{outside('column', t('roulette.column'), [3 - i], 'w-full')}</div>,
            ])}
            <div />
            {[1, 2, 3].map((d) => (
              <div key={d} className="col-span-4">
                {outside('dozen', t(`roulette.dozen${d}`), [d], 'w-full')}
              </div>
            ))}
            <div />
            <div />
            <div className="col-span-2">{outside('low', '1–18', undefined, 'w-full')}</div>
            <div className="col-span-2">{outside('even', t('roulette.even'), undefined, 'w-full')}</div>
            <div className="col-span-2">{outside('red', t('roulette.red'), undefined, 'w-full bg-red-700')}</div>
            <div className="col-span-2">{outside('black', t('roulette.black'), undefined, 'w-full bg-neutral-900')}</div>
            <div className="col-span-2">{outside('odd', t('roulette.odd'), undefined, 'w-full')}</div>
            <div className="col-span-2">{outside('high', '19–36', undefined, 'w-full')}</div>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label className="text-xs text-white/70">
            {t('roulette.inside')}
            <select
              value={mode}
              onChange={(e) => setMode(e.target.value as InsideMode)}
              className="ml-2 rounded-md bg-black/40 px-2 py-1 text-sm text-white"
              data-testid="inside-mode"
            >
              {INSIDE.map((m) => (
                <option key={m} value={m}>
                  {t(`roulette.bet.${m}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="flex gap-1" role="radiogroup" aria-label={t('chip')}>
            <ChipPicker value={chip} onChange={setChip} currency={session.currency} className="contents" />
          </div>
          <div className="ml-auto flex gap-2">
            <button
              type="button"
              onClick={() => setBets({})}
              className="rounded-full bg-black/40 px-4 py-2 text-sm font-semibold"
              data-testid="clear-bets"
            >
              {t('clear')}
            </button>
            <button
              type="button"
              onClick={() => void spin()}
              disabled={!stake || !pacing.ready}
              className="rounded-full bg-gold px-6 py-2 font-extrabold text-ink shadow disabled:opacity-50"
              data-testid="spin"
            >
              {pacing.ready ? t('roulette.spin') : t('wait', { seconds: Math.ceil(pacing.wait / 1000) })}
            </button>
          </div>
        </div>
      </div>
    </TableShell>
  );
}
