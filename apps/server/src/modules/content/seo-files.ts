import type { FastifyInstance } from 'fastify';
import { alternates, LOCALES, PATH_SEGMENTS, sitemapPaths } from '@fortuna/contracts';

/** sitemap.xml (every indexable page in every locale, with hreflang alternates) and robots.txt. */
export function registerSeoFiles(app: FastifyInstance, publicUrl: string) {
  const origin = publicUrl.replace(/\/$/, '');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  let sitemap: string | undefined;
  app.get('/sitemap.xml', async (_request, reply) => {
    sitemap ??= [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...sitemapPaths().map((path) =>
        [
          '<url>',
          `<loc>${esc(origin + path)}</loc>`,
          ...alternates(path).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(origin + a.path)}"/>`),
          '</url>',
        ].join(''),
      ),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const prefixes = ['', ...LOCALES.filter((l) => l !== 'en').map((l) => `/${l}`)];
    // demo games stay crawlable: their pages have their own title and description
    const privateSegments = ['player', 'cashier', 'page/preview', 'real'];
    const disallow = new Set<string>(['/api/', '/admin/']);
    for (const prefix of prefixes) {
      const locale = (prefix.slice(1) || 'en') as (typeof LOCALES)[number];
      for (const seg of privateSegments) {
        const translated = seg
          .split('/')
          .map((s) => PATH_SEGMENTS[locale]?.[s] ?? s)
          .join('/');
        disallow.add(`${prefix}/${translated}`);
      }
    }
    const body = [
      'User-agent: *',
      ...[...disallow].map((d) => `Disallow: ${d}`),
      'Allow: /',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
