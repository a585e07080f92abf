// The public pages as prerendered HTML: each built file holds its page; it reads whole with JavaScript off; it is
// served at its own path with no redirect; and the browser hydrates it with no error or warning, light or dark.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageFile } from '../../scripts/prerender/page-files';
import { FAQ_ENTRIES } from '../../src/ui/features/site/content/site';
import { baseURL, checkA11y, DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser';

/** Each prerendered path, its heading and a sentence only it has (one hidden until chosen where there is one). */
const PAGES: { path: string; h1: string; sentence: string }[] = [
  { path: '/', h1: 'Welcome To LoyalLoop', sentence: 'What are we exploring today?' },
  { path: '/home-page', h1: 'Welcome To LoyalLoop', sentence: 'What are we exploring today?' },
  {
    path: '/home-page-clients',
    h1: 'Rewards for Clients, Loyalty for Your Business',
    sentence: '15% off your next colour appointment',
  },
  {
    path: '/home-page-vendors',
    h1: 'The loyalty platform built for local businesses',
    sentence: 'Live music this Friday: double points all night',
  },
  {
    path: '/how-it-works',
    h1: 'How LoyalLoop Works for Vendors',
    sentence: 'A quick verification builds trust with the customers who find you.',
  },
  {
    path: '/works-for-vendors',
    h1: 'How LoyalLoop Works for Vendors',
    sentence: 'A quick verification builds trust with the customers who find you.',
  },
  { path: '/get-help', h1: 'Get Help?', sentence: 'We offer several ways to assist you' },
  {
    path: '/about-page',
    h1: 'About LoyalLoop',
    sentence: 'Help people find the local stores, cafes, gyms and salons worth coming back to.',
  },
  {
    path: '/coming-soon',
    h1: 'Coming Soon',
    sentence: 'We are putting the finishing touches on this part of the site.',
  },
  {
    path: '/faq',
    h1: 'Frequently Asked Questions',
    sentence: FAQ_ENTRIES.at(-1)?.answer ?? 'no FAQ entries',
  },
  {
    path: '/terms-of-use',
    h1: 'Terms of Use',
    sentence: 'Unredeemed points lapse when a client account is closed.',
  },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    sentence: 'Technical data: your IP address, device and browser type, and the times you sign in.',
  },
  {
    path: '/refund-policy',
    h1: 'Refund Policy',
    sentence: 'All prices and refunds are in Canadian dollars (CAD).',
  },
];

/** Aliases and their pages' own addresses: what canonical links and the sitemap name. */
const CANONICAL: Record<string, string> = { '/home-page': '/', '/works-for-vendors': '/how-it-works' };
const canonicalPath = (path: string) => CANONICAL[path] ?? path;

const built = (path: string) => readFileSync(join(inject('outDir'), pageFile(path)), 'utf8');
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const headOf = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
  ogDescription: /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1],
  ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
});

/** Whether React has taken over the page's markup (its fibers are on the heading). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the built files', () => {
  it.each(PAGES)('$path: its file holds its heading and its text', ({ path, h1, sentence }) => {
    const html = built(path);
    const h1Text = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(decode(h1Text)).toBe(h1);
    expect(decode(html)).toContain(sentence);
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
    // The CSP allows one inline script, the theme's, and one inline stylesheet, the page's (each by its hash),
    // and no style attribute: the markup adds none.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it.each(PAGES)(
    '$path: nothing stands between its HTML and its first paint: its stylesheet is inline, allowed by its hash',
    ({ path }) => {
      const head = /<head>([\s\S]*)<\/head>/.exec(built(path))?.[1] ?? '';
      // Render-blocking: a stylesheet link the browser fetches, and a script that stops the parser (one with a
      // src, neither a module, async nor deferred). The theme's script is inline, so it asks for nothing.
      const stylesheets = head.match(/<link rel="stylesheet"(?![^>]*\sdisabled)[^>]*>/g) ?? [];
      const blockingScripts = (head.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => /\ssrc=/.test(tag) && !/type="module"|\sasync|\sdefer/.test(tag),
      );
      expect(stylesheets).toEqual([]);
      expect(head).not.toMatch(/rel="preload" as="style"/);
      expect(blockingScripts).toEqual([]);
      // Its one stylesheet is inline, before the theme's script; the page's policy allows exactly its text.
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles).toHaveLength(1);
      expect(styles[0]).toMatch(/\.pub-shell|\.hero|:root/);
      expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('<script>'));
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(head)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64')}'`;
      expect(/style-src ([^;]*)/.exec(policy.replace(/&#39;/g, "'"))?.[1]).toBe(`'self' ${hash}`);
      // The images React preloads (the eager ones: the largest paint where a page has one) are asked for first,
      // ahead of the stylesheet, the theme's script and every script preload; none is left in #root.
      const images = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      for (const image of images) expect(head.indexOf(image)).toBeLessThan(head.indexOf('<style>'));
      expect(/<body>[\s\S]*<\/body>/.exec(built(path))?.[0]).not.toContain('rel="preload"');
      // The entry module is fetched at once but run after the first paint, by the async boot script; it and
      // every other script come at low priority, after the images.
      const scripts = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) expect(script).toContain(' fetchpriority="low" ');
      expect(head).not.toContain('<script type="module"');
      expect(head).toMatch(/<script async src="\/assets\/page-boot-[0-9a-f]{8}\.js"><\/script>/);
    },
  );

  it('gives every page its own title and description, and the same to Open Graph', () => {
    const heads = PAGES.map(({ path }) => ({ path, ...headOf(built(path)) }));
    for (const head of heads) {
      expect(head.title, head.path).toMatch(/LoyalLoop/);
      expect(head.description, head.path).toMatch(/.{20}/);
      expect([head.ogTitle, head.ogDescription], head.path).toEqual([head.title, head.description]);
    }
    const pages = heads.filter((head) => !(head.path in CANONICAL));
    expect(new Set(pages.map((head) => head.title)).size).toBe(pages.length);
    expect(new Set(pages.map((head) => head.description)).size).toBe(pages.length);
  });

  it('names each page’s canonical address, an alias its page’s, absolute from SITE_URL', () => {
    for (const { path } of PAGES) {
      const { canonical, ogUrl } = headOf(built(path));
      expect([canonical, ogUrl], path).toEqual([
        `http://127.0.0.1:4173${canonicalPath(path)}`,
        `http://127.0.0.1:4173${canonicalPath(path)}`,
      ]);
    }
  });
});

describe('serving the files', () => {
  it.each(PAGES)('$path is its own file, with no redirect', async ({ path }) => {
    const response = await fetch(`${baseURL()}${path}`, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<div id="root" data-prerendered="${path}">`);
  });

  it.each(['/auth/login', '/signup', '/app/dashboard/clients', '/faq/', '/no/such/page'])(
    '%s gets the app shell, as before',
    async (path) => {
      const response = await fetch(`${baseURL()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"><noscript>');
    },
  );

  it('serves a sitemap of the public pages and robots.txt keeping crawlers out of /app and /auth', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const expected = [...new Set(PAGES.map(({ path }) => `http://127.0.0.1:4173${canonicalPath(path)}`))];
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual(expected);
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toBe(
      'User-agent: *\nDisallow: /app\nDisallow: /auth\n\nSitemap: http://127.0.0.1:4173/sitemap.xml\n',
    );
  });
});

describe('with JavaScript off', () => {
  it.each(PAGES)('$path shows its heading and its whole text', async ({ path, h1, sentence }) => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await expect.poll(() => page.locator('h1').innerText()).toBe(h1);
      expect(await page.getByText(sentence, { exact: false }).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(['/auth/login', '/signup', '/connect-company'])(
    '%s, the console’s shell, says that the console needs JavaScript, styled by the stylesheet',
    async (path) => {
      const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(path);
        const note = page.locator('p.noscript');
        expect(await note.innerText()).toBe(
          'LoyalLoop’s console needs JavaScript. Turn JavaScript on in your browser, then reload this page.',
        );
        expect(await note.isVisible()).toBe(true);
        // The entry stylesheet styles it (no inline style under the CSP): a centred note, clear of the edges.
        for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
          await page.setViewportSize(viewport);
          const box = await note.boundingBox();
          expect(box?.width ?? 0).toBeLessThanOrEqual(36 * 16);
          expect(box?.x ?? 0).toBeGreaterThanOrEqual(16);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width - 16);
        }
      } finally {
        await context.close();
      }
    },
  );

  it('follows links between public pages, at desktop and phone width', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const context = await browser.newContext({
        baseURL: baseURL(),
        javaScriptEnabled: false,
        ...(viewport ? { viewport } : {}),
      });
      try {
        const page = await context.newPage();
        await page.goto('/faq');
        await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
        await page.waitForURL('**/about-page');
        expect(await page.locator('h1').innerText()).toBe('About LoyalLoop');
      } finally {
        await context.close();
      }
    }
  });

  it('passes the accessibility scan on the FAQ and the clients page, every answer and slide shown', async () => {
    // axe runs as a script: here the page's own scripts are refused instead, which is what JavaScript off means to it.
    const context = await browser.newContext({ baseURL: baseURL() });
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    try {
      const page = await context.newPage();
      for (const path of ['/faq', '/home-page-clients']) {
        await page.goto(path);
        expect(await page.getByText(FAQ_ENTRIES.at(-1)?.answer ?? '').count()).toBe(path === '/faq' ? 1 : 0);
        await checkA11y(page);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the first paint', () => {
  /** The largest contentful paint's element once the page has loaded: its tag and, for an image, its path. */
  const largestPaint = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ tag: string; url: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            const url = last ? String(Reflect.get(last, 'url') ?? '') : '';
            const element: unknown = last ? Reflect.get(last, 'element') : null;
            const tag = element instanceof Element ? element.tagName : '';
            resolve({ tag, url: url ? new URL(url).pathname : '' });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );

  it('asks for a page’s largest image ahead of every script, at desktop and phone width', async () => {
    const imagePages: string[] = [];
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await browser.newContext({ baseURL: baseURL(), viewport });
      try {
        const page = await context.newPage();
        for (const { path } of PAGES) {
          await page.goto(path, { waitUntil: 'networkidle' });
          const { tag, url } = await largestPaint(page);
          if (tag !== 'IMG') continue;
          imagePages.push(`${path} ${viewport.width}`);
          const head = /<head>([\s\S]*)<\/head>/.exec(built(path))?.[1] ?? '';
          const preload = head.search(new RegExp(`<link rel="preload" as="image" href="${url}"`));
          expect(preload, `${path} at ${viewport.width} px: ${url}`).toBeGreaterThan(-1);
          expect(preload, path).toBeLessThan(head.indexOf('<script'));
          expect(preload, path).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
        }
      } finally {
        await context.close();
      }
    }
    // The welcome, vendors' and clients' pages show a picture larger than any text: the check above ran there.
    expect(imagePages).toEqual(
      expect.arrayContaining(['/ 375', '/home-page-vendors 375', '/home-page-clients 375', '/ 1280']),
    );
  });

  it.each(['/', '/home-page-vendors', '/faq'])(
    '%s: the hero’s first frame has no glows (a cost of its raster), the loaded page has both',
    async (path) => {
      const context = await browser.newContext({ baseURL: baseURL() });
      try {
        // Each frame runs its animation callbacks before it is painted: the first one that finds the hero
        // styled reads what that frame paints.
        await context.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { heroFrames: seen });
          const look = () => {
            const hero = document.querySelector('.hero');
            if (hero && getComputedStyle(hero).position === 'relative')
              seen.push(getComputedStyle(hero).backgroundImage);
            if (seen.length < 2) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        });
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'networkidle' });
        const frames = await page.evaluate(() => Reflect.get(window, 'heroFrames') as string[]);
        expect(frames[0]).toBe('none');
        const loaded = await page.evaluate(
          () => getComputedStyle(document.querySelector('.hero') ?? document.body).backgroundImage,
        );
        expect(loaded.match(/radial-gradient/g)).toHaveLength(2);
      } finally {
        await context.close();
      }
    },
  );
});

describe('hydration', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each(PAGES)(`$path hydrates with no error or warning, ${theme} theme saved`, async ({ path, h1 }) => {
      const { page, context, errors } = await openPage(browser, path, { theme });
      try {
        page.on('console', (message) => {
          if (message.type() === 'warning') errors.push(`warning: ${message.text()}`);
        });
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').innerText()).toBe(h1);
        const toggle = page.getByRole('button', { name: 'Toggle theme' });
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(theme === 'dark'));
        expect(await page.locator('html').getAttribute('class')).toContain(theme);
        // The icon shown is the root class's, from CSS: the sun offers light on a dark page.
        expect(await toggle.locator('.theme-toggle__sun').isVisible()).toBe(theme === 'dark');
        expect(await toggle.locator('.theme-toggle__moon').isVisible()).toBe(theme === 'light');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('takes over the server’s markup without changing a node of it', async () => {
    for (const path of ['/', '/faq', '/get-help', '/about-page', '/terms-of-use']) {
      const context = await browser.newContext({ baseURL: baseURL() });
      try {
        // From the end of parsing (before any module script runs), every change under #root is written down.
        await context.addInitScript(() => {
          const changes: string[] = [];
          Object.assign(window, { rootChanges: changes });
          document.addEventListener('readystatechange', () => {
            const root = document.getElementById('root');
            if (document.readyState !== 'interactive' || !root) return;
            new MutationObserver((records) => {
              for (const record of records) {
                const { type, target, attributeName, oldValue } = record;
                // React re-sets an input's type as it hydrates it: the same value is no change.
                const same =
                  attributeName &&
                  target instanceof Element &&
                  target.getAttribute(attributeName) === oldValue;
                if (!same) changes.push(`${type} ${attributeName ?? ''} on ${target.nodeName}`);
              }
            }).observe(root, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeOldValue: true,
              characterData: true,
            });
          });
        });
        const page = await context.newPage();
        await page.goto(path);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => Reflect.get(window, 'rootChanges')), path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('opens an FAQ answer and moves a carousel once hydrated', async () => {
    const faq = await openPage(browser, '/faq');
    try {
      await hydrated(faq.page);
      const question = faq.page.getByRole('button', { name: FAQ_ENTRIES[1]?.question ?? '' });
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      expect(await faq.page.getByText(FAQ_ENTRIES[1]?.answer ?? '').isVisible()).toBe(true);
      expect(faq.errors).toEqual([]);
    } finally {
      await faq.context.close();
    }
    const clients = await openPage(browser, '/home-page-clients');
    try {
      await hydrated(clients.page);
      const last = clients.page.getByText('15% off your next colour appointment');
      expect(await last.isVisible()).toBe(false);
      await clients.page.getByRole('button', { name: 'Go to slide 3' }).click();
      await expect.poll(() => last.isVisible()).toBe(true);
      expect(clients.errors).toEqual([]);
    } finally {
      await clients.context.close();
    }
  });
});
