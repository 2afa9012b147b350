import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAIR_INSTANT_GAMES, FAIR_LIVE_GAMES, FAIR_SLOT_GAMES, FAIR_TABLE_GAMES } from '@fortuna/game-math/browser';
import { OutcomeView } from './OutcomeView';
import { isSlotGame, slotVariants, verifyRound, type VerifyForm, type VerifyResult } from './verify';

const GROUPS = [
  ['slots', FAIR_SLOT_GAMES],
  ['tables', FAIR_TABLE_GAMES],
  ['instant', FAIR_INSTANT_GAMES],
  ['live', FAIR_LIVE_GAMES],
] as const;

function formFrom(params: URLSearchParams): VerifyForm {
  return {
    game: params.get('game') ?? '',
    serverSeed: params.get('serverSeed') ?? '',
    hash: params.get('hash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    variant: params.get('variant') ?? '',
    theme: params.get('theme') ?? '',
    bet: params.get('bet') ?? '',
    buy: params.get('buy') === '1',
    mines: params.get('mines') ?? '',
  };
}

/**
 * /fairness: recomputes a round from its seeds in the browser with the games' own engines
 * (game-math's browser entry), never asking the server. A link from the round history fills the
 * form and verifies at once; a game the page does not know is refused, never shown as another game.
 */
export function FairnessPage() {
  const { t } = useTranslation('fairness');
  const [params] = useSearchParams();
  // no schema here: verifyRound checks the inputs and names what is wrong in the result
  const form = useForm<VerifyForm>({ defaultValues: formFrom(params) });
  const gameField = useController({ control: form.control, name: 'game' }).field;
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [game, theme] = form.watch(['game', 'theme']);

  useEffect(() => {
    // prefilled from a round history link: verify once on arrival
    if (params.get('serverSeed')) setResult(verifyRound(form.getValues()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = form.handleSubmit((values) => setResult(verifyRound(values)));
  const input =
    'mt-1 w-full rounded-lg border border-white/10 bg-ink px-3 py-2 font-mono text-sm text-white outline-none focus:border-gold';
  const label = 'block text-sm font-semibold text-slate-200';
  const slot = isSlotGame(game);
  const unknownGame = !!game && !GROUPS.some(([, games]) => (games as readonly string[]).includes(game));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-gold">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-300">{t('intro')}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form onSubmit={onSubmit} className="space-y-4 self-start rounded-2xl bg-panel p-5" data-testid="fairness-form">
          <label className={label}>
            {t('field.game')}
            <select {...gameField} value={unknownGame ? '' : gameField.value} className={input}>
              <option value="">{t('field.chooseGame')}</option>
              {GROUPS.map(([group, games]) => (
                <optgroup key={group} label={t(`group.${group}`)}>
                  {games.map((g) => (
                    <option key={g} value={g}>
                      {t(`game.${g}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label className={label}>
            {t('field.serverSeed')}
            <input {...form.register('serverSeed')} className={input} autoComplete="off" spellCheck={false} />
          </label>
          <label className={label}>
            {t('field.hash')}
            <input {...form.register('hash')} className={input} autoComplete="off" spellCheck={false} placeholder={t('field.hashHint')} />
          </label>
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <label className={label}>
              {t('field.clientSeed')}
              <input {...form.register('clientSeed')} className={input} autoComplete="off" spellCheck={false} />
            </label>
            <label className={label}>
              {t('field.nonce')}
              <input {...form.register('nonce')} className={input} inputMode="numeric" />
            </label>
          </div>
          {slot && (
            <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-white/10 p-3" data-testid="fairness-slot-fields">
              <legend className="px-1 text-xs font-bold uppercase tracking-widest text-white/50">{t('field.slotRound')}</legend>
              <label className={label}>
                {t('field.variant')}
                <select {...form.register('variant')} className={input}>
                  <option value="">{t('field.variantDefault', { rtp: slotVariants(game)[0] })}</option>
                  {slotVariants(game).map((v) => (
                    <option key={v} value={String(v)}>
                      {t('field.variantOption', { rtp: v })}
                    </option>
                  ))}
                </select>
              </label>
              <label className={label}>
                {t('field.bet')}
                <input {...form.register('bet')} className={input} inputMode="numeric" placeholder="100" />
              </label>
              {game === 'line-slot' && (
                <label className="col-span-2 flex items-center gap-2 text-sm text-slate-200">
                  <input type="checkbox" {...form.register('buy')} className="size-4 accent-gold" />
                  {t('field.buy')}
                </label>
              )}
              <p className="col-span-2 text-xs text-slate-400">{t('field.betHint')}</p>
            </fieldset>
          )}
          {game === 'mines' && (
            <label className={label}>
              {t('field.mines')}
              <input {...form.register('mines')} className={input} inputMode="numeric" placeholder="3" />
            </label>
          )}
          <button type="submit" className="w-full rounded-full bg-gold px-6 py-2.5 font-bold text-ink hover:bg-gold-2">
            {t('verify')}
          </button>
          <p className="text-xs text-slate-400">{t('offline')}</p>
        </form>

        <section className="min-w-0 rounded-2xl bg-panel p-5" aria-live="polite" data-testid="fairness-result">
          <h2 className="text-lg font-bold text-white">{t('result.title')}</h2>
          {!result && <p className="mt-3 text-slate-400">{t('result.empty')}</p>}
          {result?.status === 'error' && (
            <p className="mt-3 font-semibold text-rose" data-testid="fairness-error" data-error={result.error}>
              {t(`errors.${result.error}`, { game })}
              {result.detail ? <span className="mt-1 block font-mono text-xs font-normal text-rose/80">{result.detail}</span> : null}
            </p>
          )}
          {result?.status === 'ok' && (
            <div className="mt-3 space-y-4">
              <div>
                <div className="text-xs font-bold uppercase tracking-widest text-white/50">{t('result.hash')}</div>
                <div className="break-all font-mono text-sm text-slate-200" data-testid="fairness-hash">
                  {result.hash}
                </div>
              </div>
              {result.matches === true && (
                <p className="rounded-lg bg-mint/15 px-3 py-2 font-semibold text-mint" data-testid="fairness-verdict" data-verdict="match">
                  ✓ {t('result.match')}
                </p>
              )}
              {result.matches === false && (
                <p
                  className="rounded-lg bg-rose/15 px-3 py-2 font-semibold text-rose"
                  data-testid="fairness-verdict"
                  data-verdict="mismatch"
                >
                  ✗ {t('result.mismatch')}
                </p>
              )}
              {result.matches === null && (
                <p
                  className="rounded-lg bg-white/5 px-3 py-2 text-sm text-slate-300"
                  data-testid="fairness-verdict"
                  data-verdict="unchecked"
                >
                  {t('result.noHash')}
                </p>
              )}
              {result.outcome && <OutcomeView outcome={result.outcome} theme={theme} />}
            </div>
          )}
        </section>
      </div>

      <Algorithm />
    </div>
  );
}

function Algorithm() {
  const { t } = useTranslation('fairness');
  return (
    <section className="mt-10 rounded-2xl bg-panel p-5 text-slate-300" id="algorithm">
      <h2 className="text-xl font-bold text-white">{t('algorithm.title')}</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        {(['commit', 'client', 'nonce', 'stream', 'int', 'rotate'] as const).map((k) => (
          <li key={k}>{t(`algorithm.${k}`)}</li>
        ))}
      </ol>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-ink p-4 text-xs leading-relaxed text-slate-200">{`block(k) = HMAC-SHA256(key = UTF-8(serverSeed), message = UTF-8(clientSeed + ":" + nonce + ":" + k))
stream   = big-endian uint32s of block(0), block(1), block(2), ...
int(n)   = next x from stream with x < 2^32 - (2^32 mod n); result x mod n
shuffle  = Fisher–Yates from the last index down, j = int(i + 1)`}</pre>
      <h3 className="mt-5 font-bold text-white">{t('algorithm.perGame')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {(['slots', 'roulette', 'dice', 'crash', 'mines', 'scratch', 'cards', 'baccarat'] as const).map((k) => (
          <li key={k}>{t(`algorithm.games.${k}`)}</li>
        ))}
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
