import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoundFairness } from '@fortuna/contracts';
import { localeFromPath } from '../../lib/i18n';
import { fairnessHref } from './links';

/** "Verify" link of a round in the history: /fairness prefilled with the round's seeds. */
export function FairnessLink({ fairness }: { fairness: RoundFairness }) {
  const { t } = useTranslation('fairness');
  const locale = localeFromPath(useLocation().pathname);
  const to = fairnessHref({ ...fairness, game: fairness.engine }, locale);
  return (
    <Link
      to={to}
      className="ml-2 whitespace-nowrap font-sans text-xs font-semibold text-gold underline decoration-gold/40 hover:decoration-gold"
      data-testid="verify-round"
      title={fairness.serverSeed ? undefined : t('link.pending')}
    >
      {fairness.serverSeed ? t('link.verify') : t('link.verifyLater')}
    </Link>
  );
}
