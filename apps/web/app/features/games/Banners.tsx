import { Link } from 'react-router';
import { DEFAULT_LOCALE, href, isLocale } from '@fortuna/contracts';

/** A banner as the content module serves it (GET /api/banners); unknown shapes render nothing. */
export interface Banner {
  id?: string | number;
  key?: string;
  /** a route name of the shell's route table */
  route?: string;
  cta?: string;
  title?: string;
  text?: string;
  image?: string;
  imageUrl?: string;
  url?: string;
  link?: string;
}

export function normalizeBanners(json: unknown): Banner[] {
  const list = Array.isArray(json)
    ? json
    : json && typeof json === 'object'
      ? ((json as { banners?: unknown; items?: unknown }).banners ?? (json as { items?: unknown }).items)
      : null;
  return Array.isArray(list)
    ? (
        list.filter((b) => b && typeof b === 'object' && ((b as Banner).image || (b as Banner).imageUrl || (b as Banner).title)) as Banner[]
      ).slice(0, 6)
    : [];
}

/** The home banner slot: the content module's banners if that call works, else nothing. */
export function Banners({ banners, locale }: { banners: Banner[]; locale: string }) {
  if (!banners.length) return null;
  return (
    <section aria-label="Promotions" className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-1">
      {banners.map((b, i) => {
        const to = b.url ?? b.link ?? (b.route ? routeHref(b.route, locale) : undefined);
        const body = (
          <div className="relative h-40 w-[min(85vw,560px)] shrink-0 snap-start overflow-hidden rounded-2xl bg-panel-2 sm:h-48">
            {(b.image ?? b.imageUrl) && (
              // the first banner is the home page's largest paint: fetched first; the others scroll in later
              <img
                src={b.image ?? b.imageUrl}
                alt=""
                className="absolute inset-0 h-full w-full object-cover"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            )}
            {(b.title || b.text) && (
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/90 to-transparent p-4">
                {b.title && <p className="text-lg font-bold text-white">{b.title}</p>}
                {b.text && <p className="text-sm text-slate-200">{b.text}</p>}
                {b.cta && <span className="mt-1 inline-block text-sm font-bold text-gold">{b.cta} →</span>}
              </div>
            )}
          </div>
        );
        return to ? (
          <Link key={b.id ?? b.key ?? i} to={to}>
            {body}
          </Link>
        ) : (
          <div key={b.id ?? b.key ?? i}>{body}</div>
        );
      })}
    </section>
  );
}

function routeHref(route: string, locale: string): string | undefined {
  try {
    return href(route, {}, isLocale(locale) ? locale : DEFAULT_LOCALE);
  } catch {
    return undefined;
  }
}
