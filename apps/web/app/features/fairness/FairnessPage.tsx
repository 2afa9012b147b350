import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sha256Hex, withFairRng } from './fair-rng';
import { computeOutcome, FAIR_GAMES, type FairGame, type FairOutcome } from './outcomes';
import { PlayingCard } from './PlayingCard';

interface Form {
  game: FairGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  hash: string;
  mines: string;
}

type Result =
  | { status: 'ok'; hash: string; matches: boolean | null; outcome: FairOutcome | null }
  | { status: 'error'; message: string };

const isGame = (v: string | null): v is FairGame => !!v && (FAIR_GAMES as string[]).includes(v);

/** /fairness: recomputes a round from its seeds in the browser (WebCrypto), never asking the server. */
export function FairnessPage() {
  const { t } = useTranslation('fairness');
  const [params] = useSearchParams();
  const [form, setForm] = useState<Form>(() => ({
    game: isGame(params.get('game')) ? (params.get('game') as FairGame) : 'roulette-european',
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    hash: params.get('hash') ?? '',
    mines: params.get('mines') ?? '3',
  }));
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify(f: Form) {
    setBusy(true);
    try {
      const nonce = Number(f.nonce);
      if (!f.serverSeed) return setResult({ status: 'error', message: t('errors.serverSeed') });
      if (!/^\d+$/.test(f.nonce.trim()) || !Number.isSafeInteger(nonce)) return setResult({ status: 'error', message: t('errors.nonce') });
      const hash = await sha256Hex(f.serverSeed);
      const committed = f.hash.trim().toLowerCase();
      const matches = committed ? committed === hash : null;
      // a seed that does not match the published commitment proves nothing: no outcome is shown for it
      const outcome = matches === false ? null : await withFairRng({ serverSeed: f.serverSeed, clientSeed: f.clientSeed, nonce }, (rng) => computeOutcome(f.game, rng, { mines: Number(f.mines) }));
      setResult({ status: 'ok', hash, matches, outcome });
    } catch (error) {
      setResult({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (params.get('serverSeed')) void verify(form);
    // prefilled from a round history link: verify once on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void verify(form);
  };
  const input = 'mt-1 w-full rounded-lg border border-white/10 bg-ink px-3 py-2 font-mono text-sm text-white outline-none focus:border-gold';

  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-gold">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-300">{t('intro')}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <form onSubmit={onSubmit} className="space-y-4 rounded-2xl bg-panel p-5" data-testid="fairness-form">
          <label className="block text-sm font-semibold text-slate-200">
            {t('field.game')}
            <select value={form.game} onChange={set('game')} className={input} name="game">
              {FAIR_GAMES.map((g) => (
                <option key={g} value={g}>{t(`game.${g}`)}</option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-200">
            {t('field.serverSeed')}
            <input value={form.serverSeed} onChange={set('serverSeed')} className={input} name="serverSeed" autoComplete="off" spellCheck={false} />
          </label>
          <label className="block text-sm font-semibold text-slate-200">
            {t('field.hash')}
            <input value={form.hash} onChange={set('hash')} className={input} name="hash" autoComplete="off" spellCheck={false} placeholder={t('field.hashHint')} />
          </label>
          <div className="grid grid-cols-[1fr_8rem] gap-3">
            <label className="block text-sm font-semibold text-slate-200">
              {t('field.clientSeed')}
              <input value={form.clientSeed} onChange={set('clientSeed')} className={input} name="clientSeed" autoComplete="off" spellCheck={false} />
            </label>
            <label className="block text-sm font-semibold text-slate-200">
              {t('field.nonce')}
              <input value={form.nonce} onChange={set('nonce')} className={input} name="nonce" inputMode="numeric" />
            </label>
          </div>
          {form.game === 'mines' && (
            <label className="block text-sm font-semibold text-slate-200">
              {t('field.mines')}
              <input value={form.mines} onChange={set('mines')} className={input} name="mines" inputMode="numeric" />
            </label>
          )}
          <button type="submit" disabled={busy} className="w-full rounded-full bg-gold px-6 py-2.5 font-bold text-ink hover:bg-gold-2 disabled:opacity-60">
            {t('verify')}
          </button>
          <p className="text-xs text-slate-400">{t('offline')}</p>
        </form>

        <section className="rounded-2xl bg-panel p-5" aria-live="polite" data-testid="fairness-result">
          <h2 className="text-lg font-bold text-white">{t('result.title')}</h2>
          {!result && <p className="mt-3 text-slate-400">{t('result.empty')}</p>}
          {result?.status === 'error' && <p className="mt-3 font-semibold text-rose" data-testid="fairness-error">{result.message}</p>}
          {result?.status === 'ok' && (
            <div className="mt-3 space-y-4">
              <div>
                <div className="text-xs font-bold uppercase tracking-widest text-white/50">{t('result.hash')}</div>
                <div className="break-all font-mono text-sm text-slate-200" data-testid="fairness-hash">{result.hash}</div>
              </div>
              {result.matches === true && <p className="rounded-lg bg-mint/15 px-3 py-2 font-semibold text-mint" data-testid="fairness-verdict" data-verdict="match">✓ {t('result.match')}</p>}
              {result.matches === false && <p className="rounded-lg bg-rose/15 px-3 py-2 font-semibold text-rose" data-testid="fairness-verdict" data-verdict="mismatch">✗ {t('result.mismatch')}</p>}
              {result.matches === null && <p className="rounded-lg bg-white/5 px-3 py-2 text-sm text-slate-300" data-testid="fairness-verdict" data-verdict="unchecked">{t('result.noHash')}</p>}
              {result.outcome && <OutcomeView outcome={result.outcome} />}
            </div>
          )}
        </section>
      </div>

      <Algorithm />
    </main>
  );
}

function OutcomeView({ outcome }: { outcome: FairOutcome }) {
  const { t } = useTranslation('fairness');
  const label = <div className="text-xs font-bold uppercase tracking-widest text-white/50">{t(`outcome.${outcome.kind}`)}</div>;
  switch (outcome.kind) {
    case 'roulette': {
      const bg = outcome.colour === 'red' ? 'bg-red-600' : outcome.colour === 'black' ? 'bg-slate-900' : 'bg-emerald-600';
      return (
        <div>
          {label}
          <div className={`mt-2 inline-flex h-20 w-20 items-center justify-center rounded-full border-4 border-gold text-3xl font-black text-white ${bg}`} data-testid="fairness-outcome" data-value={outcome.pocket}>
            {outcome.pocket}
          </div>
          <span className="ml-3 text-slate-300">{t(`colour.${outcome.colour}`)}</span>
        </div>
      );
    }
    case 'dice':
      return (<div>{label}<div className="mt-1 text-4xl font-black text-gold" data-testid="fairness-outcome" data-value={outcome.roll.toFixed(2)}>{outcome.roll.toFixed(2)}</div></div>);
    case 'crash':
      return (<div>{label}<div className="mt-1 text-4xl font-black text-gold" data-testid="fairness-outcome" data-value={outcome.crashPoint.toFixed(2)}>{outcome.crashPoint.toFixed(2)}×</div></div>);
    case 'scratch':
      return (
        <div>
          {label}
          <div className="mt-2 grid w-48 grid-cols-3 gap-1" data-testid="fairness-outcome" data-value={outcome.cells.join(',')}>
            {outcome.cells.map((c, i) => (
              <div key={i} className={`flex aspect-square items-center justify-center rounded-md font-mono text-sm font-bold ${outcome.prize > 0 && c === outcome.prize ? 'bg-mint/80 text-ink' : 'bg-panel-2 text-white'}`}>×{c}</div>
            ))}
          </div>
          <p className="mt-2 text-sm text-slate-300">{outcome.prize > 0 ? t('scratchPrize', { prize: outcome.prize }) : t('scratchNoPrize')}</p>
        </div>
      );
    case 'mines':
      return (
        <div>
          {label}
          <div className="mt-2 grid w-56 grid-cols-5 gap-1" data-testid="fairness-outcome" data-value={outcome.mines.join(',')}>
            {Array.from({ length: 25 }, (_, i) => (
              <div key={i} className={`flex aspect-square items-center justify-center rounded-md text-lg ${outcome.mines.includes(i) ? 'bg-rose/80' : 'bg-panel-2'}`}>
                {outcome.mines.includes(i) ? '✸' : ''}
              </div>
            ))}
          </div>
          <p className="mt-2 font-mono text-xs text-slate-400">{outcome.mines.join(', ')}</p>
        </div>
      );
    case 'cards':
      return (
        <div>
          {label}
          <p className="text-xs text-slate-400">{t('outcome.cardsHint', { total: outcome.total })}</p>
          <div className="mt-2 flex flex-wrap gap-1.5" data-testid="fairness-outcome" data-value={outcome.cards.join(',')}>
            {outcome.cards.map((c, i) => <PlayingCard key={i} card={c} width={44} />)}
          </div>
        </div>
      );
    case 'baccarat':
      return (
        <div data-testid="fairness-outcome" data-value={outcome.winner}>
          {label}
          {(['player', 'banker'] as const).map((side) => (
            <div key={side} className="mt-2 flex items-center gap-2">
              <span className="w-20 text-sm font-semibold text-slate-300">{t(`baccarat.${side}`)} {side === 'player' ? outcome.playerTotal : outcome.bankerTotal}</span>
              {outcome[side].map((c, i) => <PlayingCard key={i} card={c} width={40} />)}
            </div>
          ))}
          <p className="mt-2 font-bold text-gold">{t(`baccarat.winner.${outcome.winner}`)}</p>
        </div>
      );
    case 'raw':
      return (<div>{label}<pre className="mt-1 font-mono text-xs text-slate-300" data-testid="fairness-outcome">{outcome.uint32s.join('\n')}</pre></div>);
  }
}

function Algorithm() {
  const { t } = useTranslation('fairness');
  return (
    <section className="mt-10 rounded-2xl bg-panel p-5 text-slate-300" id="algorithm">
      <h2 className="text-xl font-bold text-white">{t('algorithm.title')}</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        {(['commit', 'client', 'nonce', 'stream', 'int', 'rotate'] as const).map((k) => <li key={k}>{t(`algorithm.${k}`)}</li>)}
      </ol>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-ink p-4 text-xs leading-relaxed text-slate-200">{`block(k) = HMAC-SHA256(key = UTF-8(serverSeed), message = UTF-8(clientSeed + ":" + nonce + ":" + k))
stream   = big-endian uint32s of block(0), block(1), block(2), ...
int(n)   = next x from stream with x < 2^32 - (2^32 mod n); result x mod n
shuffle  = Fisher–Yates from the last index down, j = int(i + 1)`}</pre>
      <h3 className="mt-5 font-bold text-white">{t('algorithm.perGame')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {(['roulette', 'dice', 'crash', 'mines', 'scratch', 'cards', 'baccarat'] as const).map((k) => <li key={k}>{t(`algorithm.games.${k}`)}</li>)}
      </ul>
      <p className="mt-4 text-sm">{t('algorithm.script')}</p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-ink p-4 text-xs leading-relaxed text-slate-200">{SCRIPT}</pre>
    </section>
  );
}

const SCRIPT = `const enc = new TextEncoder();
const hex = (b) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
const sha256 = async (s) => hex(await crypto.subtle.digest('SHA-256', enc.encode(s)));
function fair(serverSeed, clientSeed, nonce) {
  const key = crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let block = null, offset = 32, k = 0;
  const next = async () => {
    if (offset >= 32) { block = new DataView(await crypto.subtle.sign('HMAC', await key, enc.encode(\`\${clientSeed}:\${nonce}:\${k++}\`))); offset = 0; }
    const v = block.getUint32(offset); offset += 4; return v;
  };
  const int = async (n) => { const limit = 2 ** 32 - (2 ** 32 % n); for (;;) { const x = await next(); if (x < limit) return x % n; } };
  return { next, int };
}
console.log(await sha256('server-seed-example'));      // 7889f436…0375
console.log(await fair('server-seed-example', 'player-seed', 42).int(37));   // 22 (roulette)`;
