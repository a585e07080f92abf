/** What the build writes for search engines: sitemap.xml (the public pages) and robots.txt. */

/** The canonical URLs of the public pages, each once, in route-table order. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = [...new Set(urls)].map((url) => `  <url><loc>${url.replace(/&/g, '&amp;')}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The console and sign-in are no business of a search engine. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /app',
    'Disallow: /auth',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
