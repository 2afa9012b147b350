import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSearch } from './search.store';

/** Opens the search with Ctrl/Cmd+K or "/" (outside text fields). */
export function useSearchShortcut() {
  const setOpen = useGameSearch((s) => s.setOpen);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
      if (((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') || (e.key === '/' && !typing)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);
}

export function SearchButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation('games');
  const setOpen = useGameSearch((s) => s.setOpen);
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className={`flex items-center gap-2 rounded-full bg-panel px-4 py-2 text-sm text-slate-300 ring-1 ring-white/10 hover:ring-gold/60 ${className}`}
      data-testid="open-search"
    >
      <SearchIcon />
      <span>{t('searchPlaceholder')}</span>
      <kbd className="ml-2 hidden rounded bg-ink px-1.5 text-[10px] text-slate-400 sm:inline">Ctrl K</kbd>
    </button>
  );
}

export function SearchIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

// the dialog and its results are loaded the first time the search opens: most pages never open it
const GlobalSearchDialog = lazy(() => import('./GlobalSearchDialog').then((m) => ({ default: m.GlobalSearchDialog })));

/** The global game search, mounted once by the shell; its dialog's code arrives on first opening. */
export function GlobalSearch({ locale }: { locale: string }) {
  const open = useGameSearch((s) => s.open);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <GlobalSearchDialog locale={locale} />
    </Suspense>
  );
}
