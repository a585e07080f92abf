/**
 * SITE_URL: the public origin of the site, for canonical links, Open Graph URLs, sitemap.xml and robots.txt.
 * Read at build time; by default the local origin `npm start` and `npm run demo` serve on.
 */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173';

/** The origin without a trailing slash; a value that is not an http(s) origin stops the build, saying why. */
export function siteUrl(value: string | undefined = process.env.SITE_URL): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com, not "${raw}".`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `SITE_URL must be an http(s) origin with no path, such as https://www.example.com, not "${raw}".`,
    );
  return url.origin;
}
