import { href, type Locale } from '@fortuna/contracts';

export interface FairRoundValues {
  game: string;
  serverSeed?: string | null;
  serverSeedHash?: string | null;
  clientSeed: string;
  nonce: number;
  mines?: number;
}

/** The /fairness page prefilled with a round's values (the server seed only once it is revealed). */
export function fairnessHref(values: FairRoundValues, locale?: Locale): string {
  const q = new URLSearchParams({ game: values.game, clientSeed: values.clientSeed, nonce: String(values.nonce) });
  if (values.serverSeed) q.set('serverSeed', values.serverSeed);
  if (values.serverSeedHash) q.set('hash', values.serverSeedHash);
  if (values.mines) q.set('mines', String(values.mines));
  return `${href('fairness', {}, locale)}?${q.toString()}`;
}
