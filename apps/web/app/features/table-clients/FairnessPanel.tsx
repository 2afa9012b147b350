import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RotatedSeed } from '@fortuna/contracts';
import { fairnessHref } from '../fairness/links';
import { fetchSeeds, rotateSeed, setClientSeed } from './api';

/** Before play: the hash of the active server seed; the player's client seed; rotation revealing the old seed. */
export function FairnessPanel({ sessionId, engine, nonceHint }: { sessionId: string; engine: string; nonceHint: number }) {
  const { t } = useTranslation('tables');
  const client = useQueryClient();
  const seeds = useQuery({ queryKey: ['fair-seeds', sessionId, nonceHint], queryFn: () => fetchSeeds(sessionId) });
  const [draft, setDraft] = useState('');
  const [revealed, setRevealed] = useState<RotatedSeed['revealed']>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = async (call: Promise<RotatedSeed>) => {
    setError(null);
    try {
      const res = await call;
      setRevealed(res.revealed);
      client.setQueryData(['fair-seeds', sessionId, nonceHint], res.current);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section className="space-y-2 rounded-xl bg-black/30 p-3 text-xs text-slate-300" data-testid="fairness-panel">
      <h3 className="font-bold uppercase tracking-widest text-white/60">{t('fair.title')}</h3>
      <div>
        {t('fair.hash')}
        <div className="break-all font-mono text-[11px] text-gold-2" data-testid="seed-hash">{seeds.data?.serverSeedHash ?? '…'}</div>
      </div>
      <div className="flex flex-wrap gap-x-4">
        <span>{t('fair.clientSeed')}: <b className="font-mono text-white" data-testid="client-seed">{seeds.data?.clientSeed}</b></span>
        <span>{t('fair.nonce')}: <b className="font-mono text-white" data-testid="nonce">{seeds.data?.nonce}</b></span>
      </div>
      <form className="flex gap-2" onSubmit={(e) => { e.preventDefault(); if (draft) void apply(setClientSeed(sessionId, draft)); }}>
        <input value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={64} placeholder={t('fair.newClientSeed')} aria-label={t('fair.newClientSeed')} className="min-w-0 flex-1 rounded-md bg-panel-2 px-2 py-1 font-mono text-white" name="clientSeed" />
        <button type="submit" className="rounded-md bg-panel-2 px-2 py-1 font-semibold text-gold">{t('fair.set')}</button>
        <button type="button" onClick={() => void apply(rotateSeed(sessionId))} className="rounded-md bg-panel-2 px-2 py-1 font-semibold text-gold" data-testid="rotate-seed">{t('fair.rotate')}</button>
      </form>
      {error && <p className="text-rose">{error}</p>}
      {revealed && (
        <div className="rounded-md bg-mint/10 p-2" data-testid="revealed-seed" data-hash={revealed.serverSeedHash}>
          {t('fair.revealed', { count: revealed.nonces })}
          <div className="break-all font-mono text-[11px] text-mint">{revealed.serverSeed}</div>
          {revealed.nonces > 0 && (
            <a className="font-semibold text-gold underline" target="_blank" rel="noreferrer" href={fairnessHref({ game: engine, serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, nonce: revealed.nonces - 1 })}>
              {t('fair.verifyLast')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
