import { href, type Locale } from '@fortuna/contracts';

export interface FairRoundValues {
  game: string;
  serverSeed?: string | null;
  serverSeedHash?: string | null;
  clientSeed: string;
  nonce: number;
  /** slots: the game's RTP variant and theme */
  variant?: string;
  theme?: string;
  /** the parts of the bet an outcome depends on */
  bet?: { amount?: number; buyBonus?: boolean; mines?: number };
}

/** The /fairness page prefilled with a round's values (the server seed only once it is revealed). */
export function fairnessHref(values: FairRoundValues, locale?: Locale): string {
  const q = new URLSearchParams({ game: values.game, clientSeed: values.clientSeed, nonce: String(values.nonce) });
  if (values.serverSeed) q.set('serverSeed', values.serverSeed);
  if (values.serverSeedHash) q.set('hash', values.serverSeedHash);
  if (values.variant) q.set('variant', values.variant);
  if (values.theme) q.set('theme', values.theme);
  if (values.bet?.amount) q.set('bet', String(values.bet.amount));
  if (values.bet?.buyBonus) q.set('buy', '1');
  if (values.bet?.mines) q.set('mines', String(values.bet.mines));
  return `${href('fairness', {}, locale)}?${q.toString()}`;
}
