import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession, LiveRoundView } from '@fortuna/contracts';
import { Chip, FELT } from './TableShell';
import { LiveBetBar, LiveTableShell } from './LiveTableShell';
import { useLiveTable } from './useLiveTable';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** European wheel order, clockwise from zero. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const fill = (n: number) => (n === 0 ? '#047857' : RED.has(n) ? '#b91c1c' : '#171717');
const colourClass = (n: number) => (n === 0 ? 'bg-emerald-700' : RED.has(n) ? 'bg-red-700' : 'bg-neutral-900');
interface Bet {
  type: string;
  numbers?: number[];
  amount: number;
}
const keyOf = (b: { type: string; numbers?: number[] }) => `${b.type}:${(b.numbers ?? []).join('-')}`;
const numberOf = (r: LiveRoundView | null) => (r?.outcome?.game === 'roulette' ? r.outcome.number : null);

/** The wheel: pockets in European order; the winning pocket turns to the top and glows. */
function Wheel({ number, rest, spinning }: { number: number | null; rest: number | null; spinning: boolean }) {
  const step = 360 / WHEEL.length;
  // between spins the wheel stays where the last ball landed
  const at = number ?? rest;
  const turn = at === null ? 0 : -WHEEL.indexOf(at) * step;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[20rem]" data-testid="live-wheel">
      <svg
        viewBox="-110 -110 220 220"
        className={`size-full drop-shadow-2xl ${spinning ? 'animate-[spin_2.4s_linear_infinite]' : 'transition-transform duration-1000'}`}
        style={spinning ? undefined : { transform: `rotate(${turn}deg)` }}
        aria-hidden
      >
        <circle r="108" fill="#5a3a1a" stroke="#f5c542" strokeWidth="3" />
        {WHEEL.map((n, i) => {
          const a0 = ((i - 0.5) * step - 90) * (Math.PI / 180);
          const a1 = ((i + 0.5) * step - 90) * (Math.PI / 180);
          const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
          const mid = (i * step - 90) * (Math.PI / 180);
          return (
            <g key={n}>
              <path
                d={`M ${p(60, a0)} L ${p(100, a0)} A 100 100 0 0 1 ${p(100, a1)} L ${p(60, a1)} A 60 60 0 0 0 ${p(60, a0)} Z`}
                fill={fill(n)}
                stroke={number === n && !spinning ? '#f5c542' : '#d6b15a55'}
                strokeWidth={number === n && !spinning ? 3 : 0.6}
              />
              <text
                x={88 * Math.cos(mid)}
                y={88 * Math.sin(mid) + 3}
                fontSize="8"
                fontWeight="700"
                fill="#fff"
                textAnchor="middle"
                transform={`rotate(${i * step} ${88 * Math.cos(mid)} ${88 * Math.sin(mid)})`}
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle r="58" fill="#2b1a0b" stroke="#f5c542" strokeWidth="1.5" />
        <circle r="20" fill="#c9a13b" />
      </svg>
      <div className="pointer-events-none absolute left-1/2 top-0 -translate-x-1/2 text-2xl text-gold drop-shadow" aria-hidden>
        ▼
      </div>
      <div className="absolute inset-0 flex items-center justify-center">
        <div
          className={`flex size-20 items-center justify-center rounded-full border-4 border-gold text-3xl font-black text-white shadow-lg ${number === null || spinning ? 'bg-black/60' : colourClass(number)}`}
          data-testid="winning-number"
          data-value={spinning || number === null ? '' : number}
        >
          {spinning ? '…' : (number ?? '–')}
        </div>
      </div>
    </div>
  );
}

/** Live roulette: one wheel for everyone, bets in the countdown, the result and the last numbers. */
export function LiveRouletteClient({ session }: { session: GameSession }) {
  const { t } = useTranslation('tables');
  const live = useLiveTable(session, 'roulette');
  const [chip, setChip] = useState(100);
  const [bets, setBets] = useState<Record<string, Bet>>({});
  const pending = Object.values(bets).reduce((s, b) => s + b.amount, 0);
  const round = live.round;
  // chips not placed when a round closes do not carry over to the next one
  const roundId = round?.roundId;
  const closedNow = !live.bettingOpen;
  useEffect(() => {
    if (closedNow) setBets({});
  }, [roundId, closedNow]);
  const shown = round?.phase === 'result' ? numberOf(round) : null;
  const open = live.bettingOpen;
  const mine = new Map<string, number>();
  for (const b of live.myBets) for (const x of b.bets) mine.set(keyOf(x), (mine.get(keyOf(x)) ?? 0) + x.amount);

  const add = (type: string, numbers?: number[]) => {
    if (!open) return;
    setBets((prev) => {
      const k = keyOf({ type, numbers });
      return { ...prev, [k]: { type, numbers, amount: (prev[k]?.amount ?? 0) + chip } };
    });
  };
  const amountOn = (type: string, numbers?: number[]) =>
    (bets[keyOf({ type, numbers })]?.amount ?? 0) + (mine.get(keyOf({ type, numbers })) ?? 0);
  async function place() {
    if (await live.place(Object.values(bets))) setBets({});
  }
  const marker = (amount: number) =>
    amount > 0 && (
      <span className="absolute -right-1 -top-1 z-10">
        <Chip value={chip} size={20} label={String(amount / 100)} />
      </span>
    );

  const cell = (n: number) => (
    <button
      key={n}
      type="button"
      disabled={!open}
      onClick={() => add('straight', [n])}
      data-testid={`num-${n}`}
      className={`relative flex h-9 w-full items-center justify-center border border-white/30 text-sm font-bold text-white sm:h-11 ${colourClass(n)} ${shown === n ? 'ring-4 ring-inset ring-gold' : ''} disabled:cursor-not-allowed`}
    >
      {n}
      {marker(amountOn('straight', [n]))}
    </button>
  );
  const outside = (type: string, label: string, numbers?: number[], extra = '') => (
    <button
      type="button"
      disabled={!open}
      onClick={() => add(type, numbers)}
      data-testid={`bet-${type}${numbers ? `-${numbers[0]}` : ''}`}
      className={`relative flex h-10 w-full items-center justify-center border border-white/30 px-1 text-xs font-bold uppercase text-white sm:text-sm ${extra} disabled:cursor-not-allowed`}
    >
      {label}
      {marker(amountOn(type, numbers))}
    </button>
  );
  const rows = [3, 2, 1].map((r) => Array.from({ length: 12 }, (_, c) => c * 3 + r));
  const betLabel = (b: { type: string; numbers?: number[] }) =>
    b.type === 'straight'
      ? String(b.numbers?.[0])
      : b.type === 'dozen'
        ? t(`roulette.dozen${b.numbers?.[0]}`)
        : b.type === 'low'
          ? '1–18'
          : b.type === 'high'
            ? '19–36'
            : t(`roulette.${b.type}`);
  const colourName = (n: number) => (n === 0 ? t('live.green') : RED.has(n) ? t('roulette.red') : t('roulette.black'));

  return (
    <LiveTableShell
      session={session}
      live={live}
      fairEngine="live-roulette"
      resultLabel={(r) => {
        const n = numberOf(r);
        return n === null ? '' : `${n} ${colourName(n)}`;
      }}
      renderResult={(r) => {
        const n = numberOf(r);
        return n === null ? null : (
          <span className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${colourClass(n)}`}>
            {n}
          </span>
        );
      }}
      stage={
        <div className={`rounded-3xl border-8 border-[#5a3a1a] p-4 ${FELT}`}>
          <Wheel
            number={shown}
            rest={numberOf(live.table?.history[0] ?? null)}
            spinning={round?.phase === 'drawing' || (!!round && round.phase === 'betting' && !open)}
          />
        </div>
      }
    >
      <div
        className={`rounded-3xl border-8 border-[#5a3a1a] p-3 shadow-2xl ${FELT} ${open ? '' : 'opacity-90'}`}
        data-testid="live-layout"
        data-open={open}
      >
        {/* phones: the layout stands upright, 0 on top and three numbers a row */}
        <div className="grid grid-cols-3 sm:hidden">
          <div className="col-span-3">{cell(0)}</div>
          {Array.from({ length: 12 }, (_, r) => [1, 2, 3].map((c) => cell(r * 3 + c)))}
        </div>
        <div className="hidden grid-cols-[2.5rem_repeat(12,1fr)] sm:grid">
          <div className="row-span-3 [&>button]:h-full [&>button]:rounded-l-xl">{cell(0)}</div>
          {rows.map((row) => row.map(cell))}
        </div>
        <div className="mt-1 grid grid-cols-3 gap-px">
          {[1, 2, 3].map((d) => (
            <div key={d}>{outside('dozen', t(`roulette.dozen${d}`), [d])}</div>
          ))}
        </div>
        <div className="mt-px grid grid-cols-3 gap-px sm:grid-cols-6">
          {outside('low', '1–18')}
          {outside('even', t('roulette.even'))}
          {outside('red', t('roulette.red'), undefined, 'bg-red-700')}
          {outside('black', t('roulette.black'), undefined, 'bg-neutral-900')}
          {outside('odd', t('roulette.odd'))}
          {outside('high', '19–36')}
        </div>
        <LiveBetBar
          chip={chip}
          setChip={setChip}
          pending={pending}
          currency={session.currency}
          disabled={!open}
          placing={live.placing}
          onClear={() => setBets({})}
          onPlace={() => void place()}
        />
        {live.myBets.length > 0 && (
          <p className="mt-2 text-xs text-white/80" data-testid="live-my-bets">
            {t('live.confirmed')}:{' '}
            {live.myBets
              .flatMap((b) => b.bets)
              .map((b) => `${betLabel(b)} ${(b.amount / 100).toFixed(2)}`)
              .join(' · ')}
          </p>
        )}
      </div>
    </LiveTableShell>
  );
}
