import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stat } from '../../ui';
import { formatMoney, href, type EngineDescription, type GameSession, type LiveRoundView } from '@fortuna/contracts';
import { ChipPicker, RulesSection, ShellHeader, type ShellPanel } from './TableShell';
import type { LiveTable } from './useLiveTable';

/**
 * Chrome of the shared-round tables: phase and countdown, round id and seed commitment, the last
 * results, balance / your bets / your win, rules and the provably-fair seeds of each round.
 */
export function LiveTableShell(props: {
  session: GameSession;
  live: LiveTable;
  fairEngine: string;
  /** one result in the strip of last results */
  renderResult: (round: LiveRoundView) => ReactNode;
  /** what the result phase announces ("17 red", "Banker wins 7–5") */
  resultLabel: (round: LiveRoundView) => string;
  stage: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('tables');
  const [panel, setPanel] = useState<ShellPanel>(null);
  const { session, live } = props;
  const round = live.round;
  // every engine's description has its rules and RTP (live tables describe theirs the same way)
  const description = session.description as Partial<EngineDescription> | null;
  const rules = description?.rules ?? [];
  const rtp = description?.rtp?.value ?? 0;
  const money = (v: number) => formatMoney(v, session.currency);
  const last = live.table?.history[0] ?? null;
  const phase = round?.phase ?? 'betting';
  const closed = phase !== 'betting' || !live.bettingOpen;
  const fairLink = (r: LiveRoundView) =>
    `${href('fairness', {}, i18n.language as never)}?${new URLSearchParams({ game: props.fairEngine, serverSeed: r.serverSeed ?? '', hash: r.serverSeedHash, clientSeed: r.clientSeed, nonce: String(r.nonce) })}`;

  return (
    <div
      className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-3 p-2 text-slate-100 sm:p-4"
      data-testid="table-client"
      data-engine={session.game.engine}
    >
      <ShellHeader
        title={
          <>
            <span className="inline-flex items-center gap-1 rounded-full bg-rose px-2 py-0.5 text-[10px] font-black uppercase tracking-widest text-white">
              <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
              {t('live.badge')}
            </span>
            {session.game.name}
          </>
        }
        panel={panel}
        setPanel={setPanel}
      />

      {panel === 'rules' && (
        <RulesSection rtp={rtp} rules={rules}>
          <p className="mt-2 text-slate-300">{t('live.rulesRound', { betting: (live.table?.durations.bettingMs ?? 15_000) / 1000 })}</p>
          {live.table && (
            <p className="mt-1 text-slate-300">
              {t('live.rulesLimits', { min: money(live.table.limits.minBet), max: money(live.table.limits.maxBet) })}
            </p>
          )}
        </RulesSection>
      )}
      {panel === 'fair' && (
        <section className="space-y-2 rounded-2xl bg-panel p-4 text-sm" data-testid="live-fair">
          <p className="text-slate-300">{t('live.fairIntro')}</p>
          {round && (
            <p className="break-all">
              <span className="text-slate-400">
                {t('live.seedHash')} ({round.roundId}):{' '}
              </span>
              <code className="text-mint">{round.serverSeedHash}</code>
            </p>
          )}
          {last?.serverSeed && (
            <p className="break-all">
              <span className="text-slate-400">
                {t('live.revealed')} ({last.roundId}):{' '}
              </span>
              <code className="text-gold" data-testid="live-revealed-seed">
                {last.serverSeed}
              </code>{' '}
              <a className="text-mint underline" href={fairLink(last)} target="_blank" rel="noreferrer">
                {t('fair.verifyLast')}
              </a>
            </p>
          )}
        </section>
      )}

      <section className="flex flex-wrap items-center gap-3 rounded-2xl bg-black/40 px-3 py-2" aria-live="polite">
        <div
          className={`flex min-w-40 items-center gap-3 rounded-xl px-3 py-2 font-extrabold ${phase === 'betting' && !closed ? 'bg-mint/15 text-mint' : phase === 'result' ? 'bg-gold/15 text-gold' : 'bg-rose/15 text-rose'}`}
          data-testid="live-phase"
          data-phase={closed && phase === 'betting' ? 'drawing' : phase}
        >
          {phase === 'betting' && !closed ? (
            <>
              <span className="font-mono text-3xl tabular-nums" data-testid="live-countdown">
                {live.secondsLeft}
              </span>
              <span className="text-sm uppercase tracking-wide">{t('live.placeBets')}</span>
            </>
          ) : phase === 'result' && round ? (
            <span className="text-sm uppercase tracking-wide" data-testid="live-result-label">
              {props.resultLabel(round)}
            </span>
          ) : (
            <span className="text-sm uppercase tracking-wide">{t('live.betsClosed')}</span>
          )}
        </div>
        <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 text-xs sm:grid-cols-[auto_1fr]">
          <dt className="text-white/50">{t('round')}</dt>
          <dd className="font-mono font-bold" data-testid="live-round-id">
            {round?.roundId ?? '—'}
          </dd>
          <dt className="text-white/50">{t('live.seedHash')}</dt>
          <dd className="truncate font-mono text-mint" title={round?.serverSeedHash} data-testid="live-seed-hash">
            {round ? `${round.serverSeedHash.slice(0, 16)}…` : '—'}
          </dd>
        </dl>
      </section>

      <section className="rounded-2xl bg-black/30 px-3 py-2">
        <div className="text-[10px] uppercase tracking-widest text-white/50">{t('live.lastResults')}</div>
        <div className="mt-1 flex gap-1 overflow-x-auto pb-1" data-testid="live-history">
          {(live.table?.history ?? []).map((r) => (
            <span key={r.roundId} title={r.roundId}>
              {props.renderResult(r)}
            </span>
          ))}
          {!live.table?.history.length && <span className="text-xs text-white/40">—</span>}
        </div>
      </section>

      <div className="grid flex-1 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0">{props.stage}</div>
        <div className="min-w-0">{props.children}</div>
      </div>

      {live.error && (
        <p className="rounded-lg bg-rose/15 px-3 py-2 text-sm text-rose" role="alert" data-testid="live-error">
          {live.error}
        </p>
      )}
      <footer className="grid grid-cols-2 gap-2 rounded-2xl bg-black/40 p-3 text-center text-xs sm:grid-cols-4">
        <Stat look="live" label={t('balance')} value={money(live.balance)} testId="balance" />
        <Stat look="live" label={t('live.yourBets')} value={money(live.myStake)} testId="stake" />
        <Stat
          look="live"
          label={t('live.yourWin')}
          value={live.myWin === null ? '—' : money(live.myWin)}
          testId="result"
          highlight={!!live.myWin}
        />
        <Stat look="live" label={t('round')} value={round ? `#${round.seq}` : '—'} testId="round-id" title={round?.roundId} />
      </footer>
    </div>
  );
}

/** Chip picker + clear / place buttons shared by the live clients. */
export function LiveBetBar(props: {
  chip: number;
  setChip: (v: number) => void;
  pending: number;
  currency: string;
  disabled: boolean;
  placing: boolean;
  onClear: () => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation('tables');
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <ChipPicker value={props.chip} onChange={props.setChip} currency={props.currency} className="flex gap-1" />
      <div className="ml-auto flex items-center gap-2">
        <button
          type="button"
          onClick={props.onClear}
          disabled={!props.pending}
          className="rounded-full bg-black/40 px-4 py-2 text-sm font-semibold disabled:opacity-50"
          data-testid="clear-bets"
        >
          {t('clear')}
        </button>
        <button
          type="button"
          onClick={props.onPlace}
          disabled={props.disabled || !props.pending || props.placing}
          className="rounded-full bg-gold px-5 py-2 font-extrabold text-ink shadow disabled:opacity-50"
          data-testid="live-place"
        >
          {props.disabled ? t('live.betsClosed') : `${t('live.place')} ${props.pending ? formatMoney(props.pending, props.currency) : ''}`}
        </button>
      </div>
    </div>
  );
}
