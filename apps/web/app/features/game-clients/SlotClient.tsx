import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EnginePlayResult, type EngineSession, type LineSlotDescription, type SlotEngineId } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { playerQueries } from '../../lib/player';
import { useTouchOnly } from '../../lib/useTouchOnly';
import { LazyDialog as Dialog, Stat } from '../../ui';
import { FairnessPanel } from '../table-clients';
import './game.css';
import { GameInfo } from './GameInfo';
import { blankGrid, framesOf, symbolsOf } from './outcome';
import { Reels } from './Reels';
import { ALL_REELS, slotReducer } from './slot-state';
import { sounds } from './sound';
import { themeOf } from './symbols';
import { useBonusFreeSpins } from './useBonusFreeSpins';
import { useJackpotMeter } from './useJackpotMeter';
import { useRound } from './useRound';

type SlotSession = EngineSession<SlotEngineId>;
type SlotPlay = EnginePlayResult<SlotEngineId>;

const SPIN_MIN_MS = 650;
const REEL_STAGGER_MS = 170;
const CASCADE_MS = 900;

/** Bet levels: multiples of the engine's unit (its number of paylines), within its limits. */
function betLevels(description: SlotSession['description'], unit: number): number[] {
  const min = description.limits?.minBet ?? 1;
  const max = description.limits?.maxBet ?? 1_000_000;
  return [1, 2, 5, 10, 20, 50, 100, 250].map((x) => x * unit).filter((a) => a >= min && a <= max);
}

/** A line slot's description (paylines, bonus buy); the ways and cluster slots have neither. */
const isLineSlot = (description: SlotSession['description']): description is LineSlotDescription => 'paylines' in description.paytable;

/**
 * A playable slot (line, ways, cluster and jackpot engines): reels that spin and stop one after
 * another, wins highlighted, balance, bet selector, last win, round id, rules/paytable/RTP, sound
 * toggle and Space to spin. No autoplay, no turbo: every spin is one press. The call itself goes
 * through `useRound` (one at a time); the balance and the round move when the reels have stopped.
 */
export function SlotClient({ session }: { session: SlotSession }) {
  const { t } = useTranslation('games-client');
  const { t: tTables } = useTranslation('tables');
  const touch = useTouchOnly();
  const description = session.description;
  const paylines = isLineSlot(description) ? description.paytable.paylines : undefined;
  const unit = paylines?.length ?? 20;
  const levels = useMemo(() => betLevels(description, unit), [description, unit]);
  const bonusBuy = isLineSlot(description) ? (description.extra?.bonusBuy ?? null) : null;
  const buyPrice = bonusBuy?.price ?? 0;
  const theme = session.game.theme;
  const style = themeOf(theme);
  const fillers = useMemo(() => symbolsOf(session.description), [session.description]);

  const describeError = useCallback((err: unknown) => (err instanceof ApiError ? err.message : t('error.network')), [t]);
  const { balance, round, error, send, settle } = useRound<SlotPlay>(session, { paced: false, describeError });
  const [view, dispatch] = useReducer(slotReducer, undefined, () => {
    const open = session.openRound;
    const restored = open ? framesOf(open.outcome ?? ('lastSpin' in open.state ? open.state.lastSpin : null), paylines) : [];
    return {
      frame: restored.at(-1) ?? { grid: blankGrid(session.description, session.game.engine), wins: new Set<string>(), lines: [] },
      bet: levels[Math.min(2, levels.length - 1)] ?? unit,
      spinning: false,
      stopped: ALL_REELS,
      showWins: true,
      lastWin: 0,
      bigWin: null,
      plays: 0,
      sound: false,
      panel: null,
    };
  });
  const { frame, bet: chosenBet, spinning, stopped, showWins, lastWin, bigWin, plays, sound, panel } = view;
  // while a bonus is active the bet stops at its max bet (the casino refuses a bet above it too, 6006)
  const balances = useQuery({ ...playerQueries.balances(), enabled: session.mode === 'real' });
  const maxBet = session.mode === 'real' ? (balances.data?.[0]?.activeBonus?.maxBet ?? null) : null;
  const allowed = useMemo(() => (maxBet == null ? levels : levels.filter((l) => l <= maxBet)), [levels, maxBet]);
  const bet = maxBet != null && chosenBet > maxBet && allowed.length > 0 ? allowed[allowed.length - 1] : chosenBet;
  const playing = useRef(false);

  const state = round?.state;
  const inFeature = round?.status === 'open';
  const freeSpinsLeft = inFeature && state && 'freeSpinsLeft' in state ? state.freeSpinsLeft : 0;

  const { amount: jackpotAmount, update: updateJackpot } = useJackpotMeter(session.jackpot);
  // free spins of a bonus on this game (real mode): the next new round is a free one at their fixed bet
  const { freeSpins: bonusSpins, update: updateFreeSpins } = useBonusFreeSpins(session);
  const freeRound = !inFeature && !!bonusSpins && !bonusSpins.done && bonusSpins.left > 0;

  const play = useCallback(
    async (body: { bet?: { amount: number; buyBonus?: boolean }; action?: { type: 'spin' }; freeSpins?: true }) => {
      if (playing.current) return;
      playing.current = true;
      dispatch({ type: 'spinStarted' });
      if (sound) sounds.spin();
      const started = Date.now();
      const result = await send(body, { settle: false });
      await wait(Math.max(0, SPIN_MIN_MS - (Date.now() - started)));
      const frames = result ? framesOf(result.round.outcome, paylines) : [];
      const first = frames[0];
      if (first) dispatch({ type: 'frame', frame: first });
      const reels = (first ?? frame).grid.length;
      for (let r = 1; r <= reels; r++) {
        await wait(REEL_STAGGER_MS);
        dispatch({ type: 'reelStopped', reel: r });
        if (sound) sounds.stop(r);
      }
      dispatch({ type: 'reelsStopped' });
      for (const next of frames.slice(1)) {
        await wait(CASCADE_MS);
        dispatch({ type: 'frame', frame: next });
      }
      if (result) {
        const { round: played } = result;
        const spinWin = (played.outcome?.win ?? 0) + (played.jackpotWin > 0 && played.status === 'closed' ? played.jackpotWin : 0);
        settle(result);
        let big: { amount: number; jackpot: boolean } | null = null;
        if (played.jackpotWin > 0) {
          big = { amount: played.jackpotWin, jackpot: true };
          if (sound) sounds.jackpot();
        } else if (spinWin > 0) {
          const stake = played.state.bet.amount ?? bet;
          if (spinWin >= stake * 10) big = { amount: spinWin, jackpot: false };
          if (sound) sounds.win(spinWin >= stake * 10);
        }
        dispatch({ type: 'won', amount: spinWin, big });
        updateJackpot(result.jackpot);
        updateFreeSpins(result.freeSpins ?? null, spinWin);
      }
      playing.current = false;
      dispatch({ type: 'playEnded' });
    },
    [send, settle, paylines, frame, sound, bet, updateJackpot, updateFreeSpins],
  );

  const spin = useCallback(() => {
    if (inFeature) return play({ action: { type: 'spin' } });
    if (freeRound) return play({ freeSpins: true });
    return play({ bet: { amount: bet } });
  }, [inFeature, freeRound, play, bet]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || panel) return;
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName)) return;
      e.preventDefault();
      if (!e.repeat) void spin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spin, panel]);

  const money = (v: number) => formatMoney(v, session.currency);
  // height the title, stats, spin button and round id take (plus the jackpot meter and the
  // free-spins banner when shown), so the whole game fits the frame without scrolling
  const reelsReserve = 300 + (session.jackpot ? 90 : 0) + (inFeature ? 44 : 0) + (bonusSpins ? 44 : 0);
  const shownBet = freeRound && bonusSpins ? bonusSpins.bet : bet;
  const betIndex = allowed.indexOf(bet);
  const closePanel = () => dispatch({ type: 'panel', panel: null });

  return (
    <div
      className="relative mx-auto flex w-full max-w-[1100px] flex-col gap-3 p-2 sm:p-4"
      data-testid="slot-client"
      data-engine={session.game.engine}
      data-plays={plays}
      aria-busy={spinning || undefined}
    >
      <div
        className="relative rounded-[28px] p-[3px] shadow-2xl"
        style={{ background: `linear-gradient(135deg, ${style.accent}, ${style.frame[0]} 30%, ${style.frame[1]} 70%, ${style.accent})` }}
      >
        <div
          className="rounded-[26px] p-2 sm:p-4"
          style={{ background: `radial-gradient(ellipse at top, ${style.frame[0]}, ${style.frame[1]} 75%)` }}
        >
          <header className="mb-2 flex items-center justify-between gap-2">
            <div className="min-w-0">
              <h1
                className="truncate text-lg font-black tracking-wide sm:text-2xl"
                style={{ color: style.title, textShadow: `0 2px 0 rgba(0,0,0,.6), 0 0 18px ${style.accent}55` }}
              >
                {session.game.name}
              </h1>
              <p className="text-[11px] uppercase tracking-widest text-white/60">
                {session.mode === 'demo' ? t('mode.demo') : t('mode.real')} · RTP {formatPercent(description.rtp.value)}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <IconButton
                label={sound ? t('sound.off') : t('sound.on')}
                onClick={() => {
                  if (!sound) sounds.unlock();
                  dispatch({ type: 'sound', on: !sound });
                }}
                pressed={sound}
              >
                {sound ? (
                  <path d="M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 010 8M18.5 5.5a9 9 0 010 13" />
                ) : (
                  <path d="M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6" />
                )}
              </IconButton>
              <IconButton label={tTables('fair.short')} onClick={() => dispatch({ type: 'panel', panel: 'fair' })} testId="open-fairness">
                <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />
              </IconButton>
              <IconButton label={t('info.open')} onClick={() => dispatch({ type: 'panel', panel: 'info' })}>
                <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM12 10v7M12 7v.5" />
              </IconButton>
            </div>
          </header>

          {session.jackpot ? (
            <div className="mb-2 rounded-2xl border border-gold/40 bg-black/40 px-4 py-2 text-center" data-testid="jackpot-meter">
              <div className="text-[10px] font-bold uppercase tracking-[0.3em] text-gold-2">{t('jackpot.title')}</div>
              <div className="jackpot-shine font-mono text-2xl font-black sm:text-4xl">{money(jackpotAmount)}</div>
            </div>
          ) : null}

          {inFeature ? (
            <div
              className="pop-in mb-2 rounded-xl bg-gradient-to-r from-fuchsia-600/80 to-violet-700/80 px-3 py-1.5 text-center text-sm font-bold text-white shadow-lg"
              data-testid="free-spins"
            >
              {t('freeSpins.left', { count: freeSpinsLeft })} · {t('freeSpins.featureWin')}:{' '}
              {money(state && 'featureWin' in state ? state.featureWin : (round?.win ?? 0))}
            </div>
          ) : null}

          {bonusSpins ? (
            <div
              className="pop-in mb-2 flex flex-wrap items-center justify-center gap-x-3 gap-y-0.5 rounded-xl border border-gold/50 bg-black/50 px-3 py-1.5 text-center text-sm font-bold text-white shadow-lg"
              data-testid="free-spins-bonus"
              data-left={bonusSpins.left}
              data-winning={bonusSpins.winning}
              aria-live="polite"
            >
              {bonusSpins.left > 0 ? (
                <span className="text-gold-2">{t('bonusSpins.left', { left: bonusSpins.left, total: bonusSpins.total })}</span>
              ) : (
                <span className="text-gold-2">{t('bonusSpins.done')}</span>
              )}
              <span>
                {t('bonusSpins.won')}: {money(bonusSpins.winning)}
              </span>
            </div>
          ) : null}

          <div className="relative">
            <Reels
              frame={frame}
              theme={theme}
              spinning={spinning}
              stopped={stopped}
              paylines={paylines}
              showWins={showWins}
              fillers={fillers}
              reserve={reelsReserve}
            />
            {bigWin ? (
              <button
                type="button"
                onClick={() => dispatch({ type: 'bigWinDismissed' })}
                className="pop-in absolute inset-0 flex flex-col items-center justify-center rounded-2xl bg-black/60 backdrop-blur-[2px]"
              >
                <span className="text-sm font-black uppercase tracking-[0.3em] text-gold-2">
                  {bigWin.jackpot ? t('jackpot.won') : t('win.big')}
                </span>
                <span className="jackpot-shine font-mono text-4xl font-black sm:text-6xl">{money(bigWin.amount)}</span>
              </button>
            ) : null}
          </div>

          {error ? (
            <p role="alert" className="mt-2 rounded-lg bg-rose/20 px-3 py-2 text-center text-sm font-semibold text-rose">
              {error}
            </p>
          ) : null}

          <footer className="mt-3 grid grid-cols-2 items-center gap-2 sm:grid-cols-[1fr_auto_1fr] sm:gap-4">
            <div className="flex flex-col gap-1">
              <Stat label={t('balance')} value={money(balance)} testId="game-balance" />
              <Stat label={t('lastWin')} value={money(lastWin)} highlight={lastWin > 0} testId="last-win" />
            </div>
            <div className="order-3 col-span-2 flex justify-center pb-4 sm:order-none sm:col-span-1 sm:pb-0">
              <button
                type="button"
                onClick={() => void spin()}
                disabled={spinning}
                aria-label={inFeature || freeRound ? t('freeSpins.spin') : t('spin')}
                data-testid="spin"
                className="group relative grid size-20 place-items-center rounded-full shadow-[0_6px_0_rgba(0,0,0,.5),0_0_30px_rgba(255,200,60,.35)] transition active:translate-y-1 active:shadow-[0_2px_0_rgba(0,0,0,.5)] disabled:opacity-70 sm:size-24"
                style={{ background: `radial-gradient(circle at 35% 30%, #fff3c4, ${style.accent} 45%, ${style.frame[0]} 100%)` }}
              >
                <svg
                  viewBox="0 0 24 24"
                  className={`size-9 text-ink sm:size-11 ${spinning ? 'animate-spin' : ''}`}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.6"
                  strokeLinecap="round"
                >
                  <path d="M20 12a8 8 0 11-2.3-5.7M20 4v5h-5" />
                </svg>
                <span className="absolute -bottom-5 text-[10px] font-bold uppercase tracking-widest text-white/70">
                  {inFeature || freeRound ? t('freeSpins.spin') : t('spin')}
                </span>
              </button>
            </div>
            <div className="flex flex-col items-end gap-1">
              <div className="flex items-center gap-1.5">
                <StepButton
                  label={t('bet.less')}
                  disabled={spinning || inFeature || freeRound || betIndex <= 0}
                  onClick={() => dispatch({ type: 'bet', bet: allowed[betIndex - 1] })}
                >
                  −
                </StepButton>
                <div
                  className="min-w-[4.75rem] rounded-xl bg-black/40 px-2 py-1 text-center sm:min-w-[5.5rem]"
                  data-testid="bet"
                  data-max-bet={maxBet ?? undefined}
                >
                  <div className="text-[10px] uppercase tracking-widest text-white/60">{t('bet.label')}</div>
                  <div className="font-mono text-sm font-bold text-white sm:text-base">{money(shownBet)}</div>
                </div>
                <StepButton
                  label={t('bet.more')}
                  disabled={spinning || inFeature || freeRound || betIndex >= allowed.length - 1}
                  onClick={() => dispatch({ type: 'bet', bet: allowed[betIndex + 1] })}
                >
                  +
                </StepButton>
              </div>
              {buyPrice > 0 && !inFeature && !freeRound && (maxBet == null || buyPrice * bet <= maxBet) ? (
                <button
                  type="button"
                  disabled={spinning}
                  onClick={() => dispatch({ type: 'panel', panel: 'buy' })}
                  className="rounded-xl bg-gradient-to-b from-fuchsia-500 to-violet-700 px-3 py-1.5 text-xs font-black uppercase tracking-wide text-white shadow-md disabled:opacity-60"
                  data-testid="bonus-buy"
                >
                  {t('bonusBuy.button', { price: money(buyPrice * bet) })}
                </button>
              ) : null}
            </div>
          </footer>
          <p className="mt-4 text-center font-mono text-[10px] text-white/45" data-testid="round-id">
            {round ? `${t('roundId')}: ${round.roundId}` : touch ? t('tapToSpin') : t('pressSpace')}
          </p>
        </div>
      </div>

      {panel === 'buy' ? (
        <Dialog look="panel" onClose={closePanel} title={t('bonusBuy.title')}>
          <p className="text-sm text-slate-200">{t('bonusBuy.text', { spins: bonusBuy?.spins ?? 10, price: money(buyPrice * bet) })}</p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="rounded-full px-4 py-2 text-sm text-slate-300" onClick={closePanel}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="rounded-full bg-gold px-5 py-2 text-sm font-bold text-ink"
              onClick={() => {
                closePanel();
                void play({ bet: { amount: bet, buyBonus: true } });
              }}
            >
              {t('bonusBuy.confirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
      {panel === 'fair' ? (
        <Dialog look="panel" onClose={closePanel} title={tTables('fair.title')}>
          <FairnessPanel
            titled={false}
            sessionId={session.sessionId}
            engine={session.game.engine}
            nonceHint={plays}
            mode={session.mode}
            lastRound={{
              variant: session.game.rtpVariant,
              theme: session.game.theme,
              bet: round?.state.bet ?? {},
            }}
          />
        </Dialog>
      ) : null}
      {panel === 'info' ? (
        <Dialog look="panel" onClose={closePanel} title={t('info.title', { name: session.game.name })} wide>
          <GameInfo description={description} theme={theme} currency={session.currency} bet={bet} />
        </Dialog>
      ) : null}
    </div>
  );
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const formatPercent = (v: number) => `${(v * 100).toFixed(2)}%`;

function StepButton({
  children,
  label,
  disabled,
  onClick,
}: {
  children: React.ReactNode;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-full bg-white/15 text-lg font-black text-white hover:bg-white/25 disabled:opacity-30 sm:size-9"
    >
      {children}
    </button>
  );
}

function IconButton({
  children,
  label,
  onClick,
  pressed,
  testId,
}: {
  children: React.ReactNode;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
      className="grid size-9 place-items-center rounded-full bg-black/35 text-white/85 hover:bg-black/55"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}
