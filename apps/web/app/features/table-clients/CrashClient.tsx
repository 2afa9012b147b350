import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EngineSession, type EnginePlayResult } from '@fortuna/contracts';
import { ChipPicker, TableShell } from './TableShell';
import { useRound } from '../game-clients';
import { useClimb } from './useClimb';

const PRESETS = [150, 200, 500, 1000];
const MIN_TARGET = 101;
const MAX_TARGET = 100_000_00;
const fmt = (m: number) => `${m.toFixed(2)}×`;

/**
 * Crash: the player sets an auto cash-out before the round; the studio draws the crash point at the
 * bet and settles it (`crash` action). The rising multiplier is then played back up to the crash
 * point, marking the cash-out if the target was reached. RTP 99% for any target.
 */
export function CrashClient({ session }: { session: EngineSession<'crash'> }) {
  const { t } = useTranslation('tables');
  const { balance, round, error, send, pacing, rounds } = useRound<EnginePlayResult<'crash'>>(session);
  const [bet, setBet] = useState(100);
  const [targetText, setTargetText] = useState('2.00');
  const [history, setHistory] = useState<number[]>([]);
  const target = Math.round(Number(targetText) * 100);
  const valid = Number.isFinite(target) && target >= MIN_TARGET && target <= MAX_TARGET;
  const state = round?.state;
  const crashPoint = round?.status === 'closed' ? (state?.crashPoint ?? null) : null;
  const cashedOutAt = state?.cashedOutAt ?? null;
  const climb = useClimb(crashPoint, round?.roundId ?? null);
  const playing = climb.running || round?.status === 'open';
  const settleOpen = useRef(false);

  // an interrupted round (closed tab after the bet) is settled on load
  useEffect(() => {
    if (round?.status === 'open' && !settleOpen.current) {
      settleOpen.current = true;
      void send({ action: { type: 'crash' } }).finally(() => (settleOpen.current = false));
    }
  }, [round?.status, send]);

  useEffect(() => {
    if (crashPoint !== null && !climb.running && round)
      setHistory((h) => (h[0] === crashPoint && h.length ? h : [crashPoint, ...h].slice(0, 8)));
  }, [crashPoint, climb.running, round]);

  async function launch() {
    const started = await send({ bet: { amount: bet, autoCashout: target } });
    if (started?.round.status === 'open') await send({ action: { type: 'crash' } });
  }

  const shown = crashPoint === null ? 1 : climb.value;
  const passed = cashedOutAt !== null && shown >= cashedOutAt;
  const crashed = crashPoint !== null && !climb.running;
  const win = round && round.status === 'closed' && !climb.running ? round.win : null;
  const money = (v: number) => formatMoney(v, session.currency);

  return (
    <TableShell
      session={session}
      fairEngine="crash"
      balance={climb.running && round ? balance - round.win : balance}
      stake={round ? round.stake : bet}
      win={win}
      roundId={round?.roundId ?? null}
      nonceHint={rounds}
      error={error}
      extraRules={<p className="mt-2 text-slate-300">{t('crash.rules')}</p>}
    >
      <div className="rounded-3xl bg-[linear-gradient(160deg,#1b1f4d,#0b0d22_70%)] p-3 shadow-2xl sm:p-6">
        <div
          className="relative h-60 overflow-hidden rounded-2xl border border-white/10 bg-[radial-gradient(ellipse_at_bottom,#2a2f6f_0%,#0f1020_70%)] sm:h-72"
          data-testid="crash-stage"
        >
          <ClimbGraph value={shown} target={cashedOutAt ?? (valid ? target / 100 : 2)} crashed={crashed} />
          <div className="absolute left-1/2 top-1/2 flex w-max max-w-[92%] -translate-x-1/2 -translate-y-1/2 flex-col items-center rounded-2xl bg-ink/60 px-5 py-3 text-center backdrop-blur-sm">
            <div
              className={`font-mono text-5xl font-black tabular-nums sm:text-7xl ${crashed ? (cashedOutAt !== null ? 'text-mint' : 'text-rose') : 'text-white'}`}
              data-testid="crash-multiplier"
              data-final={crashed ? crashPoint.toFixed(2) : ''}
              aria-live="off"
            >
              {fmt(shown)}
            </div>
            <p className="mt-1 min-h-6 text-sm font-semibold" role="status" data-testid="crash-status">
              {crashed ? (
                <span className="text-rose">{t('crash.crashed', { m: fmt(crashPoint) })}</span>
              ) : climb.running ? (
                <span className="text-white/70">{t('crash.flying')}</span>
              ) : (
                <span className="text-white/60">{t('crash.hint')}</span>
              )}
            </p>
            {passed && (
              <p className="mt-1 rounded-full bg-mint/20 px-3 py-1 text-sm font-bold text-mint" data-testid="crash-cashout">
                {t('crash.cashedOut', { m: fmt(cashedOutAt), amount: money(round?.win ?? 0) })}
              </p>
            )}
          </div>
        </div>
        {history.length > 0 && (
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs" data-testid="crash-history">
            <span className="text-white/60">{t('crash.history')}</span>
            {history.map((m, i) => (
              <span
                key={i}
                className={`rounded-full px-2 py-0.5 font-mono font-bold ${m >= 2 ? 'bg-mint/15 text-mint' : 'bg-rose/15 text-rose'}`}
              >
                {fmt(m)}
              </span>
            ))}
          </div>
        )}
        <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label className="block text-xs font-semibold uppercase tracking-widest text-white/70" htmlFor="crash-target">
              {t('crash.target')}
            </label>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <div className="flex items-center rounded-xl bg-panel-2 pr-3 ring-1 ring-white/10 focus-within:ring-gold">
                <input
                  id="crash-target"
                  value={targetText}
                  onChange={(e) => setTargetText(e.target.value.replace(',', '.'))}
                  inputMode="decimal"
                  disabled={playing}
                  className="w-24 bg-transparent px-3 py-2 font-mono text-lg font-bold text-white outline-none"
                  data-testid="crash-target"
                  aria-invalid={!valid}
                />
                <span className="font-bold text-white/60">×</span>
              </div>
              {PRESETS.map((p) => (
                <button
                  key={p}
                  type="button"
                  disabled={playing}
                  onClick={() => setTargetText((p / 100).toFixed(2))}
                  aria-pressed={target === p}
                  className={`rounded-full px-3 py-1.5 text-sm font-bold ${target === p ? 'bg-gold text-ink' : 'bg-panel-2 text-white'}`}
                >
                  {fmt(p / 100)}
                </button>
              ))}
            </div>
            <p className={`mt-1 text-xs ${valid ? 'text-white/60' : 'text-rose'}`} data-testid="crash-target-note">
              {valid
                ? t('crash.payout', { amount: money(Math.floor((bet * target) / 100)), chance: ((99 / target) * 100).toFixed(2) })
                : t('crash.invalidTarget')}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <ChipPicker value={bet} onChange={setBet} currency={session.currency} disabled={playing} className="contents" />
            <button
              type="button"
              disabled={!pacing.ready || !valid || playing}
              onClick={() => void launch()}
              className="rounded-full bg-gold px-8 py-2 font-extrabold text-ink shadow disabled:opacity-50"
              data-testid="crash-play"
            >
              {pacing.ready ? t('crash.play') : t('wait', { seconds: Math.ceil(pacing.wait / 1000) })}
            </button>
          </div>
        </div>
      </div>
    </TableShell>
  );
}

/** The climb as an exponential curve from the bottom left; the dashed line is the cash-out target. */
function ClimbGraph({ value, target, crashed }: { value: number; target: number; crashed: boolean }) {
  const top = Math.max(2, value * 1.2, target * 1.15);
  const y = (m: number) => 92 - ((m - 1) / (top - 1)) * 80;
  const width = 10 + 80 * Math.min(1, Math.log(value) / Math.log(top) + 0.15);
  const points = Array.from({ length: 32 }, (_, i) => {
    const f = i / 31;
    return [4 + f * width, y(Math.exp(Math.log(value) * f))] as const;
  });
  const [tipX, tipY] = points[points.length - 1];
  const colour = crashed ? '#ff5d73' : '#f5c542';
  return (
    <div className="absolute inset-0" aria-hidden>
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full">
        <line
          x1="0"
          x2="100"
          y1={y(target)}
          y2={y(target)}
          stroke="#3ee6a8"
          strokeWidth="1"
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
          opacity="0.6"
        />
        <polygon
          points={`4,92 ${points.map(([x, py]) => `${x.toFixed(2)},${py.toFixed(2)}`).join(' ')} ${tipX.toFixed(2)},92`}
          fill={colour}
          opacity="0.12"
        />
        <polyline
          points={points.map(([x, py]) => `${x.toFixed(2)},${py.toFixed(2)}`).join(' ')}
          fill="none"
          stroke={colour}
          strokeWidth="3"
          vectorEffect="non-scaling-stroke"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full shadow-[0_0_12px_4px] shadow-current"
        style={{ left: `${tipX}%`, top: `${tipY}%`, background: colour, color: colour }}
      />
    </div>
  );
}
