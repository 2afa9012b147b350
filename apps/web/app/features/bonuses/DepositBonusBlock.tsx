import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '@fortuna/contracts';
import { offerCalls, offerQueries, useRefreshBonuses } from './api';

/**
 * The cash-in tab's on-deposit bonus block: the open on_deposit campaigns and "no bonus"; choosing one
 * activates it (the others of its mutex group are deactivated by the server); it is granted when the
 * deposit lands.
 */
export function DepositBonusBlock() {
  const { t, i18n } = useTranslation('bonuses');
  const campaigns = useQuery(offerQueries.campaigns(i18n.language));
  const refresh = useRefreshBonuses();
  const [busy, setBusy] = useState(false);
  const offers = (campaigns.data?.items ?? []).filter((c) => c.type === 'on_deposit');
  const chosen = offers.find((c) => c.status === 'activated')?.id ?? '';
  const choose = async (id: string) => {
    setBusy(true);
    try {
      if (id) await offerCalls.activateCampaign(id);
      else if (chosen) await offerCalls.deactivateCampaign(chosen);
      await campaigns.refetch();
      refresh();
    } finally {
      setBusy(false);
    }
  };
  if (!offers.length) return null;
  const option = (id: string, title: string, hint?: string) => (
    <label
      key={id || 'none'}
      className={`flex cursor-pointer items-start gap-3 rounded-lg p-2 text-sm ${chosen === id ? 'bg-gold/10' : 'hover:bg-white/5'}`}
      data-testid={`deposit-bonus-option-${id || 'none'}`}
    >
      <input
        type="radio"
        name="deposit-bonus"
        className="mt-1 accent-[#f5c542]"
        checked={chosen === id}
        disabled={busy}
        onChange={() => void choose(id)}
      />
      <span>
        <span className="block font-semibold text-slate-100">{title}</span>
        {hint && <span className="block text-xs text-slate-400">{hint}</span>}
      </span>
    </label>
  );
  return (
    <fieldset className="rounded-xl border border-dashed border-white/15 p-3" data-testid="deposit-bonus">
      <legend className="px-1 text-sm font-semibold text-slate-200">{t('deposit.title')}</legend>
      {offers.map((c) =>
        option(
          c.id,
          c.title,
          t('deposit.terms', {
            percent: c.reward.percent,
            cap: formatAmount(c.reward.amount),
            wager: c.reward.wagerRatio,
            min: formatAmount(c.reward.minDeposit),
          }),
        ),
      )}
      {option('', t('deposit.none'))}
    </fieldset>
  );
}
