import { z } from 'zod';

/** Provably fair (docs/provably-fair.md): the active seed pair of a game session's owner. */
export const fairSeedViewSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** the nonce the next round gets */
  nonce: z.number().int(),
});
export type FairSeedView = z.infer<typeof fairSeedViewSchema>;

export const fairSessionQuerySchema = z.object({ sessionId: z.string().uuid() });
export const setClientSeedBodySchema = z.object({ sessionId: z.string().uuid(), clientSeed: z.string().min(1).max(64) });
export const rotateSeedBodySchema = z.object({ sessionId: z.string().uuid() });

export const rotatedSeedSchema = z.object({
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonces: z.number().int() }).nullable(),
  current: fairSeedViewSchema,
});
export type RotatedSeed = z.infer<typeof rotatedSeedSchema>;

/** The seeds of one recorded round: the server seed only once its pair was rotated. */
export const roundFairnessSchema = z.object({
  engine: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeed: z.string().nullable(),
  /** slots: the game's RTP variant and theme (which reels and symbols the engine used) */
  variant: z.string().optional(),
  theme: z.string().optional(),
  /** the parts of the round's bet an outcome depends on (slot bet and bonus buy, number of mines) */
  bet: z.object({ amount: z.number().int().optional(), buyBonus: z.boolean().optional(), mines: z.number().int().optional() }).optional(),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;
