import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stat } from '../../ui';
import { formatMoney, MIN_ROUND_INTERVAL_MS, type EngineDescription, type GameSession } from '@fortuna/contracts';
import { LazyFairnessPanel as FairnessPanel } from './LazyFairnessPanel';

export const FELT = 'bg-[radial-gradient(ellipse_at_center,#1f7a4a_0%,#135c36_55%,#0b3d23_100%)]';

/** Chrome shared by the table and instant clients: balance, stake, result, round id, rules, provably fair. */
export function TableShell(props: {
  /** a table or instant game's session: every engine's description has its rules and RTP */
  session: Omit<GameSession, 'description'> & { description: EngineDescription };
  fairEngine: string;
  balance: number;
  stake: number;
  win: number | null;
  roundId: string | null;
  nonceHint: number;
  error: string | null;
  children: ReactNode;
  extraRules?: ReactNode;
  /** what the verifier needs besides the seeds for this game's last round (mines: how many) */
  lastRound?: { bet?: { mines?: number } };
}) {
  const { t } = useTranslation('tables');
  const [panel, setPanel] = useState<ShellPanel>(null);
  const { session } = props;
  const rules = session.description.rules;
  const rtp = session.description.rtp.value;
  const money = (v: number) => formatMoney(v, session.currency);
  return (
    <div
      className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-3 p-2 text-slate-100 sm:p-4"
      data-testid="table-client"
      data-engine={session.game.engine}
    >
      <ShellHeader title={session.game.name} panel={panel} setPanel={setPanel} />
      {panel === 'rules' && (
        <RulesSection rtp={rtp} rules={rules}>
          {props.extraRules}
          <p className="mt-2 text-xs text-slate-400">{t('pacing', { seconds: MIN_ROUND_INTERVAL_MS / 1000 })}</p>
        </RulesSection>
      )}
      {panel === 'fair' && (
        <FairnessPanel
          sessionId={session.sessionId}
          engine={props.fairEngine}
          nonceHint={props.nonceHint}
          mode={session.mode}
          lastRound={props.lastRound}
        />
      )}
      <div className="flex-1">{props.children}</div>
      {props.error && (
        <p className="rounded-lg bg-rose/15 px-3 py-2 text-sm text-rose" role="alert">
          {props.error}
        </p>
      )}
      <footer className="grid grid-cols-2 gap-1 rounded-2xl bg-black/40 p-2 text-center text-[11px] sm:grid-cols-4 sm:gap-2 sm:p-3 sm:text-xs">
        <Stat look="plain" label={t('balance')} value={money(props.balance)} testId="balance" />
        <Stat look="plain" label={t('stake')} value={money(props.stake)} testId="stake" />
        <Stat
          look="plain"
          label={t('result')}
          value={props.win === null ? '—' : money(props.win)}
          testId="result"
          highlight={!!props.win}
        />
        <Stat
          look="plain"
          label={t('round')}
          value={props.roundId ? props.roundId.slice(0, 8) : '—'}
          testId="round-id"
          title={props.roundId ?? undefined}
        />
      </footer>
    </div>
  );
}

export type ShellPanel = 'rules' | 'fair' | null;

/** The game's name and the two toggles (rules, provably fair) of every table shell. */
export function ShellHeader(props: { title: ReactNode; panel: ShellPanel; setPanel: (p: ShellPanel) => void }) {
  const { t } = useTranslation('tables');
  const toggle = (p: Exclude<ShellPanel, null>) => props.setPanel(props.panel === p ? null : p);
  return (
    <header className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-black/40 px-3 py-2">
      <h1 className="flex items-center gap-2 text-lg font-extrabold text-gold">{props.title}</h1>
      <div className="flex gap-2 text-xs">
        <button type="button" onClick={() => toggle('rules')} className="rounded-full bg-panel-2 px-3 py-1.5 font-semibold">
          {t('rules')}
        </button>
        <button type="button" onClick={() => toggle('fair')} className="rounded-full bg-panel-2 px-3 py-1.5 font-semibold text-mint">
          {t('fair.short')}
        </button>
      </div>
    </header>
  );
}

/** The rules panel: RTP, the engine's rules, then what the game adds. */
export function RulesSection(props: { rtp: number; rules: string[]; children?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-panel p-4 text-sm" data-testid="rules">
      <p className="font-bold text-mint">RTP {(props.rtp * 100).toFixed(2)}%</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-300">
        {props.rules.map((r, i) => (
          <li key={i}>{r}</li>
        ))}
      </ul>
      {props.children}
    </section>
  );
}

/** The footer figures of a one-player round, from `useRound`: a closed round shows its stake and win. */
export function roundFigures(
  r: {
    balance: number;
    round: { stake: number; win: number; status: string; roundId: string } | null;
    rounds: number;
    error: string | null;
  },
  bet: number,
) {
  const open = r.round?.status === 'open';
  return {
    balance: r.balance,
    stake: r.round ? r.round.stake : bet,
    win: r.round && !open ? r.round.win : null,
    roundId: r.round?.roundId ?? null,
    nonceHint: r.rounds,
    error: r.error,
  };
}

export const CHIP_VALUES = [10, 50, 100, 500, 2500];
const CHIP_COLOURS: Record<number, string> = { 10: '#e5e7eb', 50: '#dc2626', 100: '#2563eb', 500: '#16a34a', 2500: '#111827' };

/** A casino chip in SVG. */
export function Chip({ value, size = 36, label }: { value: number; size?: number; label?: string }) {
  const colour = CHIP_COLOURS[value] ?? '#f5c542';
  const text = label ?? (value >= 100 ? String(value / 100) : `.${String(value).padStart(2, '0')}`);
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden className="drop-shadow">
      <circle cx="20" cy="20" r="19" fill={colour} stroke="#0008" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x="18" y="1.5" width="4" height="7" fill="#fff" opacity="0.85" transform={`rotate(${i * 45} 20 20)`} />
      ))}
      <circle cx="20" cy="20" r="12" fill={colour} stroke="#fff8" strokeDasharray="2 2" />
      <text x="20" y="24" textAnchor="middle" fontSize="10" fontWeight="800" fill={value === 10 ? '#111' : '#fff'}>
        {text}
      </text>
    </svg>
  );
}

/** The chip to stake with: one radio per chip value, named by its amount. */
export function ChipPicker(props: {
  value: number;
  onChange: (v: number) => void;
  currency: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('tables');
  return (
    <div className={props.className ?? 'flex flex-wrap items-center gap-2'} role="radiogroup" aria-label={t('chip')}>
      {CHIP_VALUES.map((v) => (
        <button
          key={v}
          type="button"
          role="radio"
          aria-checked={props.value === v}
          aria-label={`${t('chip')} ${formatMoney(v, props.currency)}`}
          disabled={props.disabled}
          onClick={() => props.onChange(v)}
          className={`rounded-full ${props.value === v ? 'ring-2 ring-gold' : 'opacity-80'}`}
          data-testid={`chip-${v}`}
        >
          <Chip value={v} />
        </button>
      ))}
    </div>
  );
}
