import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fortuna/contracts';
import { SymbolGlyph } from './symbols';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

/** Rules, paytable and RTP straight from the engine's describe(). */
export function GameInfo({ description, theme, currency, bet }: { description: Obj; theme: string; currency: string; bet: number }) {
  const { t } = useTranslation('games-client');
  const rtp = obj(description.rtp);
  const variants = obj(rtp.variants);
  const paytable = obj(description.paytable);
  const lines = Array.isArray(paytable.paylines) ? paytable.paylines.length : 0;
  const waysPays = paytable.payPerWayMillis !== undefined;
  const clusterPays = paytable.payCentiBySize !== undefined;
  const minCluster = Number(paytable.minCluster ?? 5);
  const pays = obj(paytable.lines ?? paytable.pays ?? paytable.payPerWayMillis ?? paytable.payCentiBySize ?? paytable.symbols);
  /** label and money of one paytable cell, per engine's unit */
  const cell = (i: number, pay: number): [string, string] => {
    if (lines) return [`${i + 1}×`, formatMoney(Math.floor((pay * bet) / lines), currency)];
    if (waysPays) return [`${i + 1}×`, formatMoney(Math.floor((pay * bet) / 1000), currency)];
    if (clusterPays)
      return [
        `${minCluster + i}${i === (Array.isArray(pays[Object.keys(pays)[0]]) ? (pays[Object.keys(pays)[0]] as number[]).length - 1 : 0) ? '+' : ''}`,
        formatMoney(Math.floor((pay * bet) / 100), currency),
      ];
    return [`${i + 1}×`, `${pay}×`];
  };
  const names = obj(paytable.symbolNames);
  const rules = Array.isArray(description.rules) ? (description.rules as string[]) : [];

  return (
    <div className="space-y-5 text-sm text-slate-200" data-testid="game-info">
      <section className="rounded-xl bg-panel-2 p-4">
        <h3 className="text-xs font-bold uppercase tracking-widest text-white/60">{t('info.rtp')}</h3>
        <p className="mt-1 text-3xl font-black text-mint" data-testid="rtp">
          {pct(Number(rtp.value ?? 0))}
        </p>
        <p className="text-xs text-white/60">
          {t(`info.method.${String(rtp.method ?? 'published')}`)}
          {rtp.ci99 ? ` · ±${pct(Number(rtp.ci99))} (99%)` : ''}
          {rtp.rounds ? ` · ${Number(rtp.rounds).toLocaleString()} ${t('info.rounds')}` : ''}
        </p>
        {Object.keys(variants).length ? (
          <ul className="mt-2 grid grid-cols-2 gap-1 text-xs sm:grid-cols-3">
            {Object.entries(variants).map(([k, v]) => (
              <li key={k} className="rounded bg-black/30 px-2 py-1">
                <span className="text-white/60">{t(`info.variant.${k}`, { defaultValue: k })}</span> <b>{pct(Number(v))}</b>
              </li>
            ))}
          </ul>
        ) : null}
        {description.maxWinMultiplier ? (
          <p className="mt-2 text-xs text-white/70">{t('info.maxWin', { x: Number(description.maxWinMultiplier).toLocaleString() })}</p>
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
                  <div className="truncate font-semibold text-white">{String(names[symbol] ?? symbol)}</div>
                  {Array.isArray(row) ? (
                    (row as number[]).map((pay, i) => {
                      if (pay <= 0) return null;
                      const [label, value] = cell(i, pay);
                      return (
                        <div key={i} className="font-mono text-white/80">
                          {label} — {value}
                        </div>
                      );
                    })
                  ) : (
                    <div className="font-mono text-white/80">{JSON.stringify(row)}</div>
                  )}
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
