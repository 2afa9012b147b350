import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GAME_CATEGORIES } from '@fortuna/contracts';
import { SearchButton } from './GlobalSearch';
import { categoryPath, favoritesPath } from './paths';

/** The lobby's category menu (the shell's menu call gives the same pages, with a pageUrl per locale). */
export function CategoryNav({ locale, signedIn }: { locale: string; signedIn: boolean }) {
  const { t } = useTranslation('games');
  const cls = ({ isActive }: { isActive: boolean }) =>
    `shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition ${isActive ? 'bg-gold text-ink' : 'bg-panel text-slate-200 hover:bg-panel-2'}`;
  return (
    <nav aria-label={t('categoriesLabel')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {GAME_CATEGORIES.map((c) => (
        <NavLink key={c} to={categoryPath(locale, c)} className={cls} data-category={c}>
          {t(`categories.${c}`)}
        </NavLink>
      ))}
      {signedIn && (
        <NavLink to={favoritesPath(locale)} className={cls}>
          {t('favorites')}
        </NavLink>
      )}
    </nav>
  );
}

/** The row above every lobby list: the category menu and the global search button. */
export function LobbyNavRow({ locale, signedIn }: { locale: string; signedIn: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <CategoryNav locale={locale} signedIn={signedIn} />
      <SearchButton />
    </div>
  );
}
