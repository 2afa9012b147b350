import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { href, isLocale, setClientSeedBodySchema, type GameMode, type RotatedSeed } from '@fortuna/contracts';
import { fairnessHref, type FairRoundValues } from '../fairness';
import { tableQueries, rotateSeed, setClientSeed } from './api';

/**
 * Before play: the hash of the active server seed; the player's client seed; rotation revealing the
 * old seed (the server refuses it while a round of the pair is open: its message is shown). Every
 * game client has it, slots included.
 *
 * The link after a rotation: a demo session has its own seed pair, so its last nonce is this game's
 * last round (verified with `lastRound`'s variant, theme and bet). A real-money pair is shared by all
 * the player's games, so the link goes to the round history, where each round has its own link.
 *
 * This module (with react-hook-form) is its own chunk, loaded when the panel opens: import it through
 * `LazyFairnessPanel`, so a game page does not download the form before the player asks for it.
 */
export type FairnessPanelProps = {
  /** false inside a dialog that already carries the title */
  titled?: boolean;
  sessionId: string;
  engine: string;
  nonceHint: number;
  mode?: GameMode;
  lastRound?: Pick<FairRoundValues, 'variant' | 'theme' | 'bet'>;
};

/** the new client seed as the contract's body checks it (1 to 64 characters) */
const clientSeedForm = setClientSeedBodySchema.pick({ clientSeed: true });
type ClientSeedValues = { clientSeed: string };

export function FairnessPanel({ sessionId, engine, nonceHint, mode = 'demo', lastRound, titled = true }: FairnessPanelProps) {
  const { t, i18n } = useTranslation('tables');
  const client = useQueryClient();
  const seeds = useQuery(tableQueries.seeds(sessionId, nonceHint));
  const form = useForm<ClientSeedValues>({ resolver: zodResolver(clientSeedForm), defaultValues: { clientSeed: '' } });
  const seedError = form.formState.errors.clientSeed;
  const [revealed, setRevealed] = useState<RotatedSeed['revealed']>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = isLocale(i18n.language) ? i18n.language : undefined;
  const apply = async (call: () => Promise<RotatedSeed>) => {
    setError(null);
    setBusy(true);
    try {
      const res = await call();
      setRevealed(res.revealed);
      client.setQueryData(tableQueries.seeds(sessionId, nonceHint).queryKey, res.current);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="space-y-2 rounded-xl bg-black/30 p-3 text-xs text-slate-300" data-testid="fairness-panel">
      {titled && <h3 className="font-bold uppercase tracking-widest text-white/60">{t('fair.title')}</h3>}
      <div>
        {t('fair.hash')}
        <div className="break-all font-mono text-[11px] text-gold-2" data-testid="seed-hash">
          {seeds.data?.serverSeedHash ?? '…'}
        </div>
      </div>
      <div className="flex flex-wrap gap-x-4">
        <span>
          {t('fair.clientSeed')}:{' '}
          <b className="break-all font-mono text-white" data-testid="client-seed">
            {seeds.data?.clientSeed}
          </b>
        </span>
        <span>
          {t('fair.nonce')}:{' '}
          <b className="font-mono text-white" data-testid="nonce">
            {seeds.data?.nonce}
          </b>
        </span>
      </div>
      <form
        className="flex flex-wrap gap-2"
        noValidate
        onSubmit={form.handleSubmit(({ clientSeed }) => apply(() => setClientSeed(sessionId, clientSeed)))}
      >
        <input
          {...form.register('clientSeed')}
          maxLength={64}
          placeholder={t('fair.newClientSeed')}
          aria-label={t('fair.newClientSeed')}
          aria-invalid={seedError ? true : undefined}
          aria-describedby={seedError ? `${sessionId}-seed-error` : undefined}
          className="min-w-0 flex-1 basis-40 rounded-md bg-panel-2 px-2 py-1 font-mono text-white"
        />
        <button type="submit" disabled={busy} className="rounded-md bg-panel-2 px-2 py-1 font-semibold text-gold disabled:opacity-50">
          {t('fair.set')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void apply(() => rotateSeed(sessionId))}
          className="rounded-md bg-panel-2 px-2 py-1 font-semibold text-gold disabled:opacity-50"
          data-testid="rotate-seed"
        >
          {t('fair.rotate')}
        </button>
      </form>
      {seedError && (
        <p className="text-rose" role="alert" id={`${sessionId}-seed-error`} data-field-error>
          {t('fair.clientSeedError')}
        </p>
      )}
      {error && (
        <p className="text-rose" role="alert" data-testid="fairness-refused">
          {error}
        </p>
      )}
      {revealed && (
        <div className="rounded-md bg-mint/10 p-2" data-testid="revealed-seed" data-hash={revealed.serverSeedHash}>
          {t('fair.revealed', { count: revealed.nonces })}
          <div className="break-all font-mono text-[11px] text-mint">{revealed.serverSeed}</div>
          {revealed.nonces > 0 && mode === 'real' && (
            <a
              className="font-semibold text-gold underline"
              target="_blank"
              rel="noreferrer"
              href={href('player-history-games', {}, locale)}
              data-testid="verify-in-history"
            >
              {t('fair.verifyInHistory')}
            </a>
          )}
          {revealed.nonces > 0 && mode === 'demo' && (
            <a
              className="font-semibold text-gold underline"
              target="_blank"
              rel="noreferrer"
              data-testid="verify-last"
              href={fairnessHref(
                {
                  ...lastRound,
                  game: engine,
                  serverSeed: revealed.serverSeed,
                  serverSeedHash: revealed.serverSeedHash,
                  clientSeed: revealed.clientSeed,
                  nonce: revealed.nonces - 1,
                },
                locale,
              )}
            >
              {t('fair.verifyLast')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
