import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession, LiveOutcomeView, LiveRoundView } from '@fortuna/contracts';
import { PlayingCard } from '../fairness';
import { Chip, FELT } from './TableShell';
import { LiveBetBar, LiveTableShell } from './LiveTableShell';
import { useLiveTable } from './useLiveTable';

type Side = 'player' | 'tie' | 'banker';
type Baccarat = Extract<LiveOutcomeView, { game: 'baccarat' }>;
const outcomeOf = (r: LiveRoundView | null): Baccarat | null => (r?.outcome?.game === 'baccarat' ? r.outcome : null);
const SIDE_STYLE: Record<Side, string> = {
  player: 'border-sky-400 text-sky-200',
  tie: 'border-emerald-300 text-emerald-200',
  banker: 'border-rose-400 text-rose-200',
};
const DOT: Record<Side, string> = { player: 'bg-sky-600', tie: 'bg-emerald-600', banker: 'bg-rose-600' };

/** Live baccarat (punto banco): one coup for the whole table; player, banker and tie bets. */
export function LiveBaccaratClient({ session }: { session: GameSession }) {
  const { t } = useTranslation('tables');
  const live = useLiveTable(session, 'baccarat');
  const [chip, setChip] = useState(100);
  const [bets, setBets] = useState<Partial<Record<Side, number>>>({});
  const pending = Object.values(bets).reduce((s, v) => s + (v ?? 0), 0);
  const round = live.round;
  // chips not placed when a round closes do not carry over to the next one
  const roundId = round?.roundId;
  const closedNow = !live.bettingOpen;
  useEffect(() => {
    if (closedNow) setBets({});
  }, [roundId, closedNow]);
  const outcome = round?.phase === 'result' ? outcomeOf(round) : null;
  const open = live.bettingOpen;
  const mine: Partial<Record<Side, number>> = {};
  for (const b of live.myBets) for (const x of b.bets) mine[x.type as Side] = (mine[x.type as Side] ?? 0) + x.amount;

  async function place() {
    const list = (Object.entries(bets) as [Side, number][]).filter(([, v]) => v > 0).map(([type, amount]) => ({ type, amount }));
    if (await live.place(list)) setBets({});
  }
  const hand = (side: 'player' | 'banker') => {
    const cards = outcome ? outcome[side] : [];
    const total = outcome ? (side === 'player' ? outcome.playerTotal : outcome.bankerTotal) : null;
    const won = outcome?.winner === side;
    return (
      <div
        className={`min-w-0 flex-1 rounded-2xl border-2 bg-black/25 p-2 text-center sm:p-3 ${SIDE_STYLE[side]} ${won ? 'ring-4 ring-gold' : ''}`}
        data-testid={`live-hand-${side}`}
      >
        <div className="text-xs font-black uppercase tracking-widest">{t(`live.baccarat.${side}`)}</div>
        <div className="mt-2 flex min-h-20 items-center justify-center gap-1 [&_svg]:h-auto [&_svg]:w-[31%] sm:min-h-24 sm:[&_svg]:w-12">
          {outcome
            ? cards.map((c, i) => <PlayingCard key={i} card={c} width={48} />)
            : [0, 1].map((i) => <PlayingCard key={i} card={0} width={48} faceDown />)}
        </div>
        <div className="mt-1 font-mono text-2xl font-black text-white" data-testid={`live-total-${side}`}>
          {total ?? '–'}
        </div>
      </div>
    );
  };
  const spot = (side: Side, pays: string) => {
    const amount = (bets[side] ?? 0) + (mine[side] ?? 0);
    return (
      <button
        key={side}
        type="button"
        disabled={!open}
        onClick={() => setBets((b) => ({ ...b, [side]: (b[side] ?? 0) + chip }))}
        data-testid={`bet-${side}`}
        className={`relative flex h-20 min-w-0 flex-1 flex-col items-center justify-center rounded-2xl border-2 bg-black/20 font-black uppercase ${SIDE_STYLE[side]} ${outcome?.winner === side ? 'ring-4 ring-gold' : ''} disabled:cursor-not-allowed`}
      >
        <span className="text-sm sm:text-base">{t(`live.baccarat.${side}`)}</span>
        <span className="text-xs font-semibold text-white/70">{pays}</span>
        {amount > 0 && (
          <span className="absolute right-1 top-1">
            <Chip value={chip} size={26} label={String(amount / 100)} />
          </span>
        )}
      </button>
    );
  };
  const label = (r: LiveRoundView) => {
    const o = outcomeOf(r);
    return o ? t(`live.baccarat.wins.${o.winner}`, { player: o.playerTotal, banker: o.bankerTotal }) : '';
  };

  return (
    <LiveTableShell
      session={session}
      live={live}
      fairEngine="live-baccarat"
      resultLabel={label}
      renderResult={(r) => {
        const o = outcomeOf(r);
        return o ? (
          <span className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-black text-white ${DOT[o.winner]}`}>
            {t(`live.baccarat.short.${o.winner}`)}
          </span>
        ) : null;
      }}
      stage={
        <div className={`flex gap-2 rounded-3xl border-8 border-[#5a3a1a] p-2 sm:p-3 ${FELT}`} data-testid="live-cards">
          {hand('player')}
          {hand('banker')}
        </div>
      }
    >
      <div className={`rounded-3xl border-8 border-[#5a3a1a] p-3 shadow-2xl ${FELT}`} data-testid="live-layout" data-open={open}>
        <div className="flex gap-2">
          {spot('player', '1:1')}
          {spot('tie', '8:1')}
          {spot('banker', '0.95:1')}
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
              .map((b) => `${t(`live.baccarat.${b.type}`)} ${(b.amount / 100).toFixed(2)}`)
              .join(' · ')}
          </p>
        )}
      </div>
    </LiveTableShell>
  );
}
