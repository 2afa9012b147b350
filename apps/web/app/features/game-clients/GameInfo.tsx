import { useTranslation } from 'react-i18next';
import { formatMoney, type EngineSession, type SlotEngineId } from '@fortuna/contracts';
import { SymbolGlyph } from './symbols';

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

type SlotDescription = EngineSession<SlotEngineId>['description'];

/** The pay rows of each symbol and how a cell reads, per kind of slot. */
function paysOf(paytable: SlotDescription['paytable']) {
  if ('paylines' in paytable) return { kind: 'lines' as const, pays: paytable.lines, lines: paytable.paylines.length, minCluster: 0 };
  if ('payPerWayMillis' in paytable) return { kind: 'ways' as const, pays: paytable.payPerWayMillis, lines: 0, minCluster: 0 };
  return { kind: 'cluster' as const, pays: paytable.payCentiBySize, lines: 0, minCluster: paytable.minCluster ?? 5 };
}

/** Rules, paytable and RTP straight from the engine's describe(). */
export function GameInfo({
  description,
  theme,
  currency,
  bet,
}: {
  description: SlotDescription;
  theme: string;
  currency: string;
  bet: number;
}) {
  const { t } = useTranslation('games-client');
  const rtp = description.rtp;
  const variants = rtp.variants ?? {};
  const { kind, pays, lines, minCluster } = paysOf(description.paytable);
  /** label and money of one paytable cell, per engine's unit */
  const cell = (i: number, pay: number, row: number[]): [string, string] => {
    if (kind === 'lines') return [`${i + 1}×`, formatMoney(Math.floor((pay * bet) / lines), currency)];
    if (kind === 'ways') return [`${i + 1}×`, formatMoney(Math.floor((pay * bet) / 1000), currency)];
    return [`${minCluster + i}${i === row.length - 1 ? '+' : ''}`, formatMoney(Math.floor((pay * bet) / 100), currency)];
  };
  const names = description.paytable.symbolNames ?? {};
  const rules = description.rules ?? [];

  return (
    <div className="space-y-5 text-sm text-slate-200" data-testid="game-info">
      <section className="rounded-xl bg-panel-2 p-4">
        <h3 className="text-xs font-bold uppercase tracking-widest text-white/60">{t('info.rtp')}</h3>
        <p className="mt-1 text-3xl font-black text-mint" data-testid="rtp">
          {pct(rtp.value)}
        </p>
        <p className="text-xs text-white/60">
          {t(`info.method.${rtp.method ?? 'published'}`)}
          {rtp.ci99 ? ` · ±${pct(rtp.ci99)} (99%)` : ''}
          {rtp.rounds ? ` · ${rtp.rounds.toLocaleString()} ${t('info.rounds')}` : ''}
        </p>
        {Object.keys(variants).length ? (
          <ul className="mt-2 grid grid-cols-2 gap-1 text-xs sm:grid-cols-3">
            {Object.entries(variants).map(([k, v]) => (
              <li key={k} className="rounded bg-black/30 px-2 py-1">
                <span className="text-white/60">{t(`info.variant.${k}`, { defaultValue: k })}</span> <b>{pct(v)}</b>
              </li>
            ))}
          </ul>
        ) : null}
        {description.maxWinMultiplier ? (
          <p className="mt-2 text-xs text-white/70">{t('info.maxWin', { x: description.maxWinMultiplier.toLocaleString() })}</p>
        ) : null}
      </section>

      {Object.keys(pays).length ? (
        <section>
          <h3 className="mb-2 text-xs font-bold uppercase tracking-widest text-white/60">
            {t('info.paytable')}{' '}
            <span className="normal-case tracking-normal text-white/50">
              ({lines ? t('info.perLineBet', { lines }) : t('info.perBet')})
            </span>
          </h3>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {Object.entries(pays).map(([symbol, row]) => (
              <div key={symbol} className="flex items-center gap-3 rounded-xl bg-panel-2 p-2">
                <div className="size-12 shrink-0">
                  <SymbolGlyph symbol={symbol} theme={theme} />
                </div>
                <div className="min-w-0 text-xs">
                  <div className="truncate font-semibold text-white">{names[symbol] ?? symbol}</div>
                  {row.map((pay, i) => {
                    if (pay <= 0) return null;
                    const [label, value] = cell(i, pay, row);
                    return (
                      <div key={i} className="font-mono text-white/80">
                        {label} — {value}
                      </div>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        </section>
      ) : null}

      {rules.length ? (
        <section>
          <h3 className="mb-2 text-xs font-bold uppercase tracking-widest text-white/60">{t('info.rules')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-slate-300">
            {rules.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-xs text-white/50">{t('info.fair')}</p>
    </div>
  );
}
