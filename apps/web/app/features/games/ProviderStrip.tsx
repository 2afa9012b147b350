import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Provider } from '@fortuna/contracts';
import { categoryPath, providerPath } from './paths';

/** The studios of a category, each linking to its provider page; the current one is marked. */
export function ProviderStrip({
  providers,
  locale,
  category,
  current,
}: {
  providers: Provider[];
  locale: string;
  category: string;
  current?: string;
}) {
  const { t } = useTranslation('games');
  if (!providers.length) return null;
  return (
    <nav aria-label={t('providers')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      <NavLink
        to={categoryPath(locale, category)}
        end
        className={`flex h-12 shrink-0 items-center rounded-lg px-4 text-sm font-semibold ring-1 ${!current ? 'bg-gold text-ink ring-gold' : 'bg-panel text-slate-200 ring-white/10 hover:ring-gold/60'}`}
      >
        {t('allProviders')}
      </NavLink>
      {providers.map((p) => (
        <NavLink
          key={p.uri}
          to={providerPath(locale, category, p.uri)}
          data-provider={p.uri}
          aria-current={current === p.uri ? 'page' : undefined}
          title={`${p.name} (${p.gamesCount})`}
          className={`flex h-12 shrink-0 items-center gap-1 rounded-lg px-2 ring-1 ${current === p.uri ? 'bg-panel-2 ring-gold' : 'bg-panel ring-white/10 hover:ring-gold/60'}`}
        >
          <img src={p.logo} alt={p.name} className="h-9 w-auto" width={108} height={36} loading="lazy" />
          <span className="text-xs text-slate-400">{p.gamesCount}</span>
        </NavLink>
      ))}
    </nav>
  );
}
