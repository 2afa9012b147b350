import { useTranslation } from 'react-i18next';
import { formatAmount } from '@fortuna/contracts';
import type { FairOutcome } from '@fortuna/game-math/browser';
import { framesOf } from '../game-clients';
import { SymbolGlyph } from '../game-clients';
import { PlayingCard } from './PlayingCard';

/** Default art per slot engine when the link names no theme. */
const DEFAULT_THEME: Record<string, string> = {
  'line-slot': 'classic',
  'ways-slot': 'quest',
  'cluster-slot': 'candy',
  'jackpot-slot': 'pharaoh',
};

/** The recomputed outcome, drawn the way the game shows it: reels as symbols, cards as cards. */
export function OutcomeView({ outcome, theme }: { outcome: FairOutcome; theme?: string }) {
  const { t } = useTranslation('fairness');
  const label = (key: string) => <div className="text-xs font-bold uppercase tracking-widest text-white/50">{t(`outcome.${key}`)}</div>;
  switch (outcome.kind) {
    case 'slot':
      return <SlotRound outcome={outcome} theme={theme || DEFAULT_THEME[outcome.engine]} />;
    case 'roulette': {
      const bg = outcome.colour === 'red' ? 'bg-red-600' : outcome.colour === 'black' ? 'bg-slate-900' : 'bg-emerald-600';
      return (
        <div>
          {label('roulette')}
          <div
            className={`mt-2 inline-flex h-20 w-20 items-center justify-center rounded-full border-4 border-gold text-3xl font-black text-white ${bg}`}
            data-testid="fairness-outcome"
            data-kind="roulette"
            data-value={outcome.pocket}
          >
            {outcome.pocket}
          </div>
          <span className="ml-3 text-slate-300">{t(`colour.${outcome.colour}`)}</span>
        </div>
      );
    }
    case 'dice':
      return (
        <div>
          {label('dice')}
          <div
            className="mt-1 text-4xl font-black text-gold"
            data-testid="fairness-outcome"
            data-kind="dice"
            data-value={outcome.roll.toFixed(2)}
          >
            {outcome.roll.toFixed(2)}
          </div>
        </div>
      );
    case 'crash':
      return (
        <div>
          {label('crash')}
          <div
            className="mt-1 text-4xl font-black text-gold"
            data-testid="fairness-outcome"
            data-kind="crash"
            data-value={outcome.crashPoint.toFixed(2)}
          >
            {outcome.crashPoint.toFixed(2)}×
          </div>
        </div>
      );
    case 'scratch':
      return (
        <div>
          {label('scratch')}
          <div
            className="mt-2 grid w-48 grid-cols-3 gap-1"
            data-testid="fairness-outcome"
            data-kind="scratch"
            data-value={outcome.cells.join(',')}
          >
            {outcome.cells.map((c, i) => (
              <div
                key={i}
                className={`flex aspect-square items-center justify-center rounded-md font-mono text-sm font-bold ${outcome.prize > 0 && c === outcome.prize ? 'bg-mint/80 text-ink' : 'bg-panel-2 text-white'}`}
              >
                ×{c}
              </div>
            ))}
          </div>
          <p className="mt-2 text-sm text-slate-300">
            {outcome.prize > 0 ? t('scratchPrize', { prize: outcome.prize }) : t('scratchNoPrize')}
          </p>
        </div>
      );
    case 'mines':
      return (
        <div>
          {label('mines')}
          <div
            className="mt-2 grid w-56 grid-cols-5 gap-1"
            data-testid="fairness-outcome"
            data-kind="mines"
            data-value={outcome.mines.join(',')}
          >
            {Array.from({ length: 25 }, (_, i) => (
              <div
                key={i}
                className={`flex aspect-square items-center justify-center rounded-md text-lg ${outcome.mines.includes(i) ? 'bg-rose/80' : 'bg-panel-2'}`}
              >
                {outcome.mines.includes(i) ? '✸' : ''}
              </div>
            ))}
          </div>
          <p className="mt-2 font-mono text-xs text-slate-400">{outcome.mines.join(', ')}</p>
        </div>
      );
    case 'blackjack':
      return (
        <div
          className="space-y-3"
          data-testid="fairness-outcome"
          data-kind="blackjack"
          data-value={[...outcome.player, ...outcome.dealer].join(',')}
        >
          {label('blackjack')}
          <CardRow title={t('cards.player')} cards={outcome.player} />
          <CardRow title={t('cards.dealer')} cards={outcome.dealer} />
          <CardRow title={t('cards.next')} cards={outcome.next} small />
        </div>
      );
    case 'poker':
      return (
        <div className="space-y-3" data-testid="fairness-outcome" data-kind="poker" data-value={outcome.hand.join(',')}>
          {label('poker')}
          <CardRow title={t('cards.dealt')} cards={outcome.hand} />
          <CardRow title={t('cards.replacements')} cards={outcome.next} small />
        </div>
      );
    case 'baccarat':
      return (
        <div data-testid="fairness-outcome" data-kind="baccarat" data-value={outcome.winner}>
          {label('baccarat')}
          {(['player', 'banker'] as const).map((side) => (
            <div key={side} className="mt-2 flex items-center gap-2">
              <span className="w-24 text-sm font-semibold text-slate-300">
                {t(`baccarat.${side}`)} {side === 'player' ? outcome.playerTotal : outcome.bankerTotal}
              </span>
              {outcome[side].map((c, i) => (
                <PlayingCard key={i} card={c} width={40} />
              ))}
            </div>
          ))}
          <p className="mt-2 font-bold text-gold">{t(`baccarat.winner.${outcome.winner}`)}</p>
        </div>
      );
  }
}

function CardRow({ title, cards, small }: { title: string; cards: number[]; small?: boolean }) {
  return (
    <div>
      <div className="mb-1 text-sm font-semibold text-slate-300">{title}</div>
      <div className="flex flex-wrap gap-1.5">
        {cards.map((c, i) => (
          <PlayingCard key={i} card={c} width={small ? 34 : 44} />
        ))}
      </div>
    </div>
  );
}

function SlotRound({ outcome, theme }: { outcome: Extract<FairOutcome, { kind: 'slot' }>; theme: string }) {
  const { t } = useTranslation('fairness');
  const free = outcome.spins.filter((s) => s.mode === 'free').length;
  return (
    <div
      data-testid="fairness-outcome"
      data-kind="slot"
      data-engine={outcome.engine}
      data-win={outcome.win}
      data-stake={outcome.stake}
      data-spins={outcome.spins.length}
    >
      <div className="text-xs font-bold uppercase tracking-widest text-white/50">{t('outcome.slot')}</div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Fact label={t('slot.engine')} value={`${t(`game.${outcome.engine}`)} · RTP ${outcome.variant}%`} />
        <Fact label={t('slot.stake')} value={formatAmount(outcome.stake)} />
        <Fact label={t('slot.win')} value={formatAmount(outcome.win)} highlight={outcome.win > 0} testId="fairness-slot-win" />
        <Fact label={t('slot.freeSpins')} value={String(free)} />
      </dl>
      {outcome.bet.buyBonus && <p className="mt-2 text-xs text-slate-400">{t('slot.bought')}</p>}
      {outcome.jackpotWon && <p className="mt-2 font-bold text-gold">{t('slot.jackpot')}</p>}
      <ol className="mt-4 space-y-4">
        {outcome.spins.map((spin, i) => {
          const frames = framesOf(structuredClone(spin.outcome), outcome.paylines);
          const freeIndex = outcome.spins.slice(0, i + 1).filter((s) => s.mode === 'free').length;
          return (
            <li
              key={i}
              className="rounded-xl bg-black/25 p-3"
              data-testid="fairness-spin"
              data-mode={spin.mode}
              data-credit={spin.credit}
              data-grid={JSON.stringify(frames[0]?.grid ?? [])}
            >
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-slate-200">
                  {spin.mode === 'base' ? t('slot.paidSpin') : t('slot.freeSpin', { n: freeIndex, total: free })}
                </span>
                <span className={spin.credit > 0 ? 'font-mono font-bold text-mint' : 'font-mono text-slate-400'}>
                  {t('slot.spinWin', { amount: formatAmount(spin.credit) })}
                </span>
              </div>
              <div className="flex flex-wrap gap-3">
                {frames.map((frame, f) => (
                  <div key={f}>
                    {frames.length > 1 && (
                      <div className="mb-1 text-[11px] uppercase tracking-widest text-white/40">{t('slot.cascade', { n: f + 1 })}</div>
                    )}
                    <SymbolGrid grid={frame.grid} wins={frame.wins} theme={theme} names={outcome.symbolNames} />
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Fact({ label, value, highlight, testId }: { label: string; value: string; highlight?: boolean; testId?: string }) {
  return (
    <div className="rounded-lg bg-black/25 px-3 py-2">
      <dt className="text-[11px] uppercase tracking-widest text-white/50">{label}</dt>
      <dd className={`font-mono font-bold ${highlight ? 'text-mint' : 'text-white'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A still reel window: grid[reel][row], winning cells lit, the rest dimmed. */
function SymbolGrid({ grid, wins, theme, names }: { grid: string[][]; wins: Set<string>; theme: string; names: Record<string, string> }) {
  const size = grid.length > 6 ? 'size-7 sm:size-8' : 'size-9 sm:size-10';
  return (
    <div className="inline-grid gap-0.5 rounded-lg bg-black/40 p-1" style={{ gridTemplateColumns: `repeat(${grid.length}, auto)` }}>
      {grid.map((column, reel) => (
        <div key={reel} className="flex flex-col justify-center gap-0.5">
          {column.map((symbol, row) => {
            const won = wins.has(`${reel}:${row}`);
            return (
              <div key={row} className={`${size} rounded-md ${won ? 'ring-2 ring-gold' : ''}`} title={names[symbol] ?? symbol}>
                <SymbolGlyph symbol={symbol} theme={theme} dim={wins.size > 0 && !won} label={names[symbol] ?? symbol} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
