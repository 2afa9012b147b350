import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Game } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { gamesQueries, useToggleFavorite } from './api';
import { HeartIcon } from './GameTile';
import { categoryPath, demoPath, realPath } from './paths';
import { SearchIcon } from './GlobalSearch';
import { useGameSearch } from './search.store';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/**
 * The global game search: a modal dialog (focus kept inside, Escape closes, focus returns), a
 * debounced query, and a listbox of results driven by the arrow keys; Enter plays the active game.
 */
export function GlobalSearchDialog({ locale }: { locale: string }) {
  const { t } = useTranslation('games');
  const { open, setOpen } = useGameSearch();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebounced(text.trim(), 250);
  const navigate = useNavigate();
  const { isLoggedIn } = usePlayerInfo();
  const toggle = useToggleFavorite();
  const pushToast = useUi((s) => s.pushToast);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const listId = useId();

  const results = useQuery({ ...gamesQueries.search(query, locale), enabled: open && query.length >= 2 });
  const [favs, setFavs] = useState<Record<number, boolean>>({});
  const games: Game[] = (results.data?.games ?? []).map((g) => (g.id in favs ? { ...g, isFavorite: favs[g.id] } : g));

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    input.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      returnFocus.current?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    setFavs({});
  };
  const play = (g: Game) => {
    close();
    void navigate(isLoggedIn ? realPath(locale, g.url) : demoPath(locale, g.url));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' && games.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % games.length);
    } else if (e.key === 'ArrowUp' && games.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + games.length) % games.length);
    } else if (e.key === 'Enter' && e.target === input.current && games[active]) {
      e.preventDefault();
      play(games[active]);
    } else if (e.key === 'Tab') {
      const focusable = dialog.current?.querySelectorAll<HTMLElement>('input, button, a[href]');
      if (!focusable?.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };
  const heart = (g: Game) =>
    toggle.mutate(g, {
      onSuccess: ({ added }) => setFavs((f) => ({ ...f, [g.id]: added })),
      onError: (err) => pushToast({ kind: 'error', html: err instanceof ApiError ? err.message : t('favoriteFailed') }),
    });

  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-ink/80 p-3 pt-[8vh] backdrop-blur-sm"
      onMouseDown={(e) => e.target === e.currentTarget && close()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="flex max-h-[80vh] w-full max-w-2xl flex-col overflow-hidden rounded-2xl bg-panel shadow-2xl ring-1 ring-white/10"
      >
        <h2 id={titleId} className="sr-only">
          {t('searchTitle')}
        </h2>
        <div className="flex items-center gap-3 border-b border-white/10 px-4">
          <SearchIcon className="h-5 w-5 text-slate-400" />
          <input
            ref={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('searchPlaceholder')}
            role="combobox"
            aria-expanded={games.length > 0}
            aria-controls={listId}
            aria-activedescendant={games[active] ? `${listId}-${games[active].id}` : undefined}
            aria-autocomplete="list"
            className="h-14 flex-1 bg-transparent text-base text-white outline-none placeholder:text-slate-500"
            data-testid="search-input"
            maxLength={100}
          />
          <button type="button" onClick={close} className="rounded px-2 py-1 text-xs text-slate-400 ring-1 ring-white/10 hover:text-white">
            {t('close')}
          </button>
        </div>
        <div className="overflow-y-auto p-2">
          {query.length < 2 ? (
            <p className="p-6 text-center text-sm text-slate-400">{t('searchHint')}</p>
          ) : results.isLoading ? (
            <p className="p-6 text-center text-sm text-slate-400">{t('loading')}</p>
          ) : !games.length ? (
            <p className="p-6 text-center text-sm text-slate-400">{t('noResults', { query })}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('searchResults')} className="flex flex-col gap-1">
              {games.map((g, i) => (
                <li
                  key={g.id}
                  id={`${listId}-${g.id}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseEnter={() => setActive(i)}
                  className={`flex items-center gap-3 rounded-xl p-2 ${i === active ? 'bg-panel-2 ring-1 ring-gold/50' : ''}`}
                  data-testid="search-result"
                >
                  <img src={g.icon} alt="" className="h-12 w-16 shrink-0 rounded-md object-cover" width={64} height={48} />
                  <button type="button" onClick={() => play(g)} className="min-w-0 flex-1 text-left">
                    <span className="block truncate font-semibold text-white">{g.name}</span>
                    <span className="block truncate text-xs text-slate-400">
                      {g.provider.name} · {t(`categories.${g.category}`)}
                    </span>
                  </button>
                  {isLoggedIn && (
                    <button
                      type="button"
                      onClick={() => heart(g)}
                      aria-pressed={g.isFavorite}
                      aria-label={g.isFavorite ? t('removeFavorite', { name: g.name }) : t('addFavorite', { name: g.name })}
                      className={`rounded-full p-2 hover:bg-ink ${g.isFavorite ? 'text-rose' : 'text-slate-300'}`}
                    >
                      <HeartIcon filled={g.isFavorite} />
                    </button>
                  )}
                  <Link
                    to={demoPath(locale, g.url)}
                    onClick={close}
                    className="hidden rounded-full border border-white/30 px-3 py-1 text-xs text-white sm:inline-block"
                  >
                    {t('demo')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {games.length > 0 && (
            <Link
              to={`${categoryPath(locale, 'all')}?q=${encodeURIComponent(query)}`}
              onClick={close}
              className="mt-2 block rounded-xl p-3 text-center text-sm font-semibold text-gold hover:bg-panel-2"
            >
              {t('seeAllResults', { count: results.data?.total ?? games.length })}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
