import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  GAME_FILTER_KEYS,
  GAME_FLAGS,
  GAME_ORDER_TYPES,
  LIVE_GAME_TYPES,
  type GameFlag,
  type GameList,
  type GameOrderType,
} from '@fortuna/contracts';
import { urlWithParams, type ListParams } from './api';

/** Filter chips for every feature flag (with how many games each keeps) and the order selector. */
export function LobbyToolbar({ params, features }: { params: ListParams; features?: GameList['features'] }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (next: Partial<ListParams>) => navigate(urlWithParams(pathname, { ...params, ...next }), { preventScrollReset: true });
  const toggle = (flag: GameFlag) =>
    go({ flags: params.flags.includes(flag) ? params.flags.filter((f) => f !== flag) : [...params.flags, flag] });
  return (
    <div className="flex flex-col gap-3">
      {params.category === 'livegames' && (
        <nav className="-mx-1 flex gap-2 overflow-x-auto px-1" aria-label={t('liveTypesLabel')}>
          {[undefined, ...LIVE_GAME_TYPES].map((lt) => (
            <button
              key={lt ?? 'all'}
              type="button"
              aria-pressed={params.liveType === lt}
              data-live-type={lt ?? 'all'}
              onClick={() => go({ liveType: lt })}
              className={`shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold ${params.liveType === lt ? 'bg-mint text-ink' : 'bg-panel text-slate-200 hover:bg-panel-2'}`}
            >
              {lt ? t(`liveTypes.${lt}`) : t('liveTypesAll')}
            </button>
          ))}
        </nav>
      )}
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('filtersLabel')}>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('filtersLabel')}>
          {GAME_FLAGS.map((flag) => {
            const active = params.flags.includes(flag);
            const count = features?.[flag];
            return (
              <button
                key={flag}
                type="button"
                aria-pressed={active}
                data-filter={GAME_FILTER_KEYS[flag]}
                disabled={!active && count === 0}
                onClick={() => toggle(flag)}
                className={`rounded-full border px-3 py-1.5 text-xs font-semibold transition disabled:cursor-not-allowed disabled:opacity-40 ${
                  active ? 'border-gold bg-gold text-ink' : 'border-white/15 bg-panel text-slate-200 hover:border-gold/70'
                }`}
              >
                {t(`flags.${flag}`)}
                {count !== undefined && <span className={`ml-1.5 ${active ? 'text-ink/70' : 'text-slate-400'}`}>{count}</span>}
              </button>
            );
          })}
          {params.flags.length > 0 && (
            <button type="button" onClick={() => go({ flags: [] })} className="px-2 text-xs text-slate-400 underline hover:text-white">
              {t('clearFilters')}
            </button>
          )}
        </div>
        <label className="ml-auto flex items-center gap-2 text-xs text-slate-400">
          {t('orderLabel')}
          <select
            value={params.orderType ?? ''}
            onChange={(e) => go({ orderType: (e.target.value || undefined) as GameOrderType | undefined })}
            className="rounded-lg border border-white/15 bg-panel px-2 py-1.5 text-sm text-white"
            data-testid="order-select"
          >
            <option value="">{t('orders.default')}</option>
            {GAME_ORDER_TYPES.map((o) => (
              <option key={o} value={o}>
                {t(`orders.${o}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
