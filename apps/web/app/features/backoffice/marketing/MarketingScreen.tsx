import type { ReactNode } from 'react';
import { NavLink, useOutletContext } from 'react-router';
import type { AdminMe, OperatorPermission } from '@fortuna/contracts';
import { Notice } from '../../../ui';
import { useAdminT, type AdminT } from '../useAdminT';
import { BonusTemplatesPanel } from './BonusTemplatesPanel';
import { CampaignsPanel } from './CampaignsPanel';
import { PromoCodesPanel } from './PromoCodesPanel';
import { TournamentsPanel } from './TournamentsPanel';
import { MaintenancePanel } from './MaintenancePanel';
import { ContentPanel } from './ContentPanel';

/** the marketing screens, each shown only to a role with its permission (the server checks again) */
const TABS: { tab: string; label: string; permission: OperatorPermission; panel: (t: AdminT) => ReactNode }[] = [
  { tab: 'templates', label: 'mkTabTemplates', permission: 'bonuses', panel: (t) => <BonusTemplatesPanel t={t} /> },
  { tab: 'campaigns', label: 'mkTabCampaigns', permission: 'bonuses', panel: (t) => <CampaignsPanel t={t} /> },
  { tab: 'codes', label: 'mkTabCodes', permission: 'bonuses', panel: (t) => <PromoCodesPanel t={t} /> },
  { tab: 'tournaments', label: 'mkTabTournaments', permission: 'tournaments', panel: (t) => <TournamentsPanel t={t} /> },
  { tab: 'content', label: 'mkTabContent', permission: 'content', panel: (t) => <ContentPanel t={t} /> },
  { tab: 'maintenance', label: 'mkTabMaintenance', permission: 'content', panel: (t) => <MaintenancePanel t={t} /> },
];

/** Marketing (/admin/marketing/:tab): bonus templates, campaigns, promo codes, tournaments, content, the maintenance notice. */
export function MarketingScreen({ tab }: { tab?: string }) {
  const { t } = useAdminT();
  const me = useOutletContext<AdminMe>();
  const allowed = TABS.filter((x) => me.permissions.includes(x.permission));
  const current = allowed.find((x) => x.tab === tab) ?? allowed[0];
  return (
    <section aria-labelledby="marketing-title" className="flex flex-col gap-5">
      <h1 id="marketing-title" className="font-display text-2xl font-bold">
        {t('mkScreenTitle')}
      </h1>
      <nav aria-label={t('mkScreenTitle')} className="flex flex-wrap gap-1 border-b border-white/10 pb-2">
        {allowed.map((x) => (
          <NavLink
            key={x.tab}
            to={`/admin/marketing/${x.tab}`}
            aria-current={x === current ? 'page' : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${x === current ? 'bg-gold/15 text-gold' : 'text-slate-300 hover:text-gold'}`}
          >
            {t(x.label)}
          </NavLink>
        ))}
      </nav>
      {current ? <div key={current.tab}>{current.panel(t)}</div> : <Notice tone="error">{t('mkNothingAllowed')}</Notice>}
    </section>
  );
}
