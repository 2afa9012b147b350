import { z } from 'zod';
import { bonusSlugParamsSchema, operatorBonusCampaignViewSchema, operatorBonusTemplateViewSchema } from './bonus';
import { tournamentGameSchema, tournamentInputSchema, tournamentSummarySchema } from './tournaments';

/**
 * The operators' marketing data as the back office's marketing screens read and write it (the older
 * `/api/operator/*` endpoints). A module of its own: the players' pages never load it.
 */

/** A bonus code: single-use (maxUses 1), once per player, limited in count, valid between dates. */
export const operatorBonusCodeSchema = z.object({
  campaignId: bonusSlugParamsSchema.shape.id,
  maxUses: z.number().int().min(1).max(10_000_000).nullable().default(null),
  oncePerPlayer: z.boolean().default(true),
  requiresDeposit: z.boolean().default(false),
  requiresPhone: z.boolean().default(false),
  requiresEmail: z.boolean().default(false),
  enabled: z.boolean().default(true),
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
});
export const operatorBonusCodeViewSchema = operatorBonusCodeSchema.extend({ code: z.string(), uses: z.number().int() });
export const bonusCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/, 'letters, digits, - and _ (3 to 40)') });
export const operatorBonusTemplateListSchema = z.array(operatorBonusTemplateViewSchema);
export const operatorBonusCampaignListSchema = z.array(operatorBonusCampaignViewSchema);
export const operatorBonusCodeListSchema = z.array(operatorBonusCodeViewSchema);
export type OperatorBonusTemplate = z.infer<typeof operatorBonusTemplateViewSchema>;
export type OperatorBonusCampaign = z.infer<typeof operatorBonusCampaignViewSchema>;
export type OperatorBonusCode = z.infer<typeof operatorBonusCodeViewSchema>;

/** A tournament as listed, created or edited. */
export const operatorTournamentSchema = z.object({
  id: z.number().int(),
  seoTitle: z.string(),
  state: z.string(),
  type: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
/** The tournaments, newest first, each with the input that edits it (its fields, without the cross-field checks). */
export const operatorTournamentListSchema = z.array(operatorTournamentSchema.extend({ input: z.object(tournamentInputSchema.shape) }));
export const operatorTournamentCancelSchema = z.object({ id: z.number().int(), state: z.string() });
export const operatorTournamentPreviewSchema = tournamentSummarySchema.extend({ games: z.array(tournamentGameSchema) });
export type OperatorTournament = z.infer<typeof operatorTournamentListSchema>[number];
