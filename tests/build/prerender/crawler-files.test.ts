// @vitest-environment node
// What the build writes for search engines, and the SITE_URL setting they are absolute from.
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../scripts/prerender/crawler-files';
import { DEFAULT_SITE_URL, siteUrl } from '../../../scripts/prerender/site-url';

describe('sitemap.xml and robots.txt', () => {
  it('lists each public page once, by its canonical URL', () => {
    const xml = sitemapXml(['https://e.com/', 'https://e.com/faq', 'https://e.com/', 'https://e.com/a?b&c']);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      '<loc>https://e.com/</loc>',
      '<loc>https://e.com/faq</loc>',
      '<loc>https://e.com/a?b&amp;c</loc>',
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
  });

  it('keeps crawlers out of the console and sign-in and points them at the sitemap', () => {
    expect(robotsTxt('https://e.com')).toBe(
      'User-agent: *\nDisallow: /app\nDisallow: /auth\n\nSitemap: https://e.com/sitemap.xml\n',
    );
  });
});

describe('SITE_URL', () => {
  it('defaults to the local origin the servers listen on', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('is an origin, without its trailing slash', () => {
    expect(siteUrl('https://www.example.com/')).toBe('https://www.example.com');
    expect(siteUrl('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it.each(['www.example.com', 'ftp://example.com', 'https://example.com/shop', 'https://example.com/?a=1'])(
    'refuses %s with a message saying what it must be',
    (value) => {
      expect(() => siteUrl(value)).toThrow(/SITE_URL must be an/);
    },
  );
});
