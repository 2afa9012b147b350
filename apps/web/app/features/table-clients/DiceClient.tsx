import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EngineSession, type EnginePlayResult } from '@fortuna/contracts';
import { ChipPicker, TableShell } from './TableShell';
import { useRound } from '../game-clients';

/** Dice: roll 0.00–99.99 over or under a target; 1% edge (multiplier shown before the roll). */
export function DiceClient({ session }: { session: EngineSession<'dice'> }) {
  const { t } = useTranslation('tables');
  const { balance, round, error, send, pacing, rounds } = useRound<EnginePlayResult<'dice'>>(session);
  const [bet, setBet] = useState(100);
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const winning = direction === 'under' ? target : 9999 - target;
  const multiplier = Math.floor((0.99 * 10000 * 10000) / winning) / 10000;
  const outcome = round?.state.outcome;
  const roll = outcome ? outcome.roll / 100 : null;
  const valid = winning >= 100 && winning <= 9800;
  return (
    <TableShell
      session={session}
      fairEngine="dice"
      balance={balance}
      stake={bet}
      win={round ? round.win : null}
      roundId={round?.roundId ?? null}
      nonceHint={rounds}
      error={error}
    >
      <div className="rounded-3xl bg-[linear-gradient(135deg,#22254a,#0f1020)] p-4 shadow-2xl sm:p-8">
        <div className="text-center">
          <div
            className={`text-6xl font-black ${roll === null ? 'text-white/30' : outcome?.win ? 'text-mint' : 'text-rose'}`}
            data-testid="dice-roll"
            data-value={roll ?? ''}
          >
            {roll === null ? '––.––' : roll.toFixed(2)}
          </div>
        </div>
        <div
          className="relative mx-auto mt-6 h-4 max-w-2xl rounded-full"
          style={{
            background:
              direction === 'under'
                ? `linear-gradient(90deg,#3ee6a8 ${target / 100}%,#ff5d73 ${target / 100}%)`
                : `linear-gradient(90deg,#ff5d73 ${target / 100}%,#3ee6a8 ${target / 100}%)`,
          }}
        >
          {roll !== null && (
            <div
              className="absolute -top-2 size-8 -translate-x-1/2 rounded-lg border-2 border-white bg-panel text-center text-[10px] leading-7"
              style={{ left: `${roll}%` }}
            >
              🎲
            </div>
          )}
        </div>
        <input
          type="range"
          min={1}
          max={9998}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
          className="mx-auto mt-4 block w-full max-w-2xl accent-gold"
          aria-label={t('dice.target')}
          data-testid="dice-target"
        />
        <div className="mx-auto mt-4 grid max-w-2xl grid-cols-3 gap-2 text-center text-sm">
          <button
            type="button"
            onClick={() => setDirection(direction === 'under' ? 'over' : 'under')}
            className="rounded-xl bg-panel-2 p-2 font-bold"
            data-testid="dice-direction"
          >
            {t(`dice.${direction}`)} {(target / 100).toFixed(2)}
          </button>
          <div className="rounded-xl bg-panel-2 p-2">
            <div className="text-xs text-white/50">{t('dice.chance')}</div>
            <b>{(winning / 100).toFixed(2)}%</b>
          </div>
          <div className="rounded-xl bg-panel-2 p-2">
            <div className="text-xs text-white/50">{t('dice.payout')}</div>
            <b>
              {multiplier.toFixed(4)}× · {formatMoney(Math.floor(bet * multiplier), session.currency)}
            </b>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          <ChipPicker value={bet} onChange={setBet} currency={session.currency} className="contents" />
          <button
            type="button"
            disabled={!pacing.ready || !valid}
            onClick={() => void send({ bet: { amount: bet, direction, target } })}
            className="rounded-full bg-gold px-8 py-2 font-extrabold text-ink disabled:opacity-50"
            data-testid="roll"
          >
            {pacing.ready ? t('dice.roll') : t('wait', { seconds: Math.ceil(pacing.wait / 1000) })}
          </button>
        </div>
      </div>
    </TableShell>
  );
}
