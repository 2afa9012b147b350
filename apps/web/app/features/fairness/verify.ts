import {
  CATALOGUE_SLOT_VARIANTS,
  FairInputError,
  hashServerSeedPortable,
  isCatalogueSlotEngine,
  isFairGame,
  PortableFairRng,
  recomputeRound,
  type FairGame,
  type FairOutcome,
} from '@fortuna/game-math/browser';

/**
 * The verifier behind /fairness: checks the revealed server seed against the commitment and
 * recomputes the round with the engines' own code (game-math's browser entry), in the browser,
 * without asking the server. A game it does not know, or a seed that does not match, gives no outcome.
 */
export interface VerifyForm {
  game: string;
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
  /** slots */
  variant: string;
  theme: string;
  /** bet amount in minor units, as text */
  bet: string;
  buy: boolean;
  mines: string;
}

export type VerifyError = 'game' | 'serverSeed' | 'nonce' | 'bet';
export type VerifyResult =
  | { status: 'ok'; hash: string; matches: boolean | null; outcome: FairOutcome | null }
  | { status: 'error'; error: VerifyError; detail?: string };

export const isSlotGame = (game: string) => isCatalogueSlotEngine(game);
export const slotVariants = (game: string): readonly number[] => (isCatalogueSlotEngine(game) ? CATALOGUE_SLOT_VARIANTS[game] : []);

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

export function verifyRound(form: VerifyForm): VerifyResult {
  if (!isFairGame(form.game)) return { status: 'error', error: 'game' };
  if (!form.serverSeed) return { status: 'error', error: 'serverSeed' };
  const nonce = whole(form.nonce);
  if (!Number.isSafeInteger(nonce)) return { status: 'error', error: 'nonce' };
  const amount = form.bet.trim() ? whole(form.bet) : undefined;
  const mines = form.mines.trim() ? whole(form.mines) : undefined;
  if ((amount !== undefined && !Number.isSafeInteger(amount)) || (mines !== undefined && !Number.isSafeInteger(mines)))
    return { status: 'error', error: 'bet' };
  const hash = hashServerSeedPortable(form.serverSeed);
  const committed = form.hash.trim().toLowerCase();
  const matches = committed ? committed === hash : null;
  // a seed that does not match the published commitment proves nothing: no outcome is shown for it
  if (matches === false) return { status: 'ok', hash, matches, outcome: null };
  try {
    const rng = new PortableFairRng({ serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce });
    const outcome = recomputeRound(form.game as FairGame, rng, {
      variant: form.variant || undefined,
      theme: form.theme || undefined,
      bet: { amount, buyBonus: form.buy, mines },
    });
    return { status: 'ok', hash, matches, outcome };
  } catch (error) {
    if (error instanceof FairInputError) return { status: 'error', error: 'bet', detail: error.message };
    throw error;
  }
}
