/** Terms acceptance, without zod (the shell decides with it which popup to show). */
export const TERMS_TYPES = ['terms', 'privacy', 'both'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

/** Which acceptance popup a player needs: BOTH, only the missing one, or none. */
export function termsToAccept(p: { termsAccepted: boolean; policyAccepted: boolean }): TermsType | null {
  if (!p.termsAccepted && !p.policyAccepted) return 'both';
  if (!p.termsAccepted) return 'terms';
  if (!p.policyAccepted) return 'privacy';
  return null;
}
