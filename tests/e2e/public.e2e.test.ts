import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FOOTER_LINKS, VENDOR_HOME_STEPS } from '../fixtures/site-wording';
import { baseURL, checkA11y, launchBrowser, openPage } from './support/browser';

interface RouteCase {
  path: string;
  h1: string;
  texts: string[];
  links: [name: string, href: string][];
}

const HEADER_LINKS: RouteCase['links'] = [
  ['Sign Up', '/auth/register'],
  ['Log In', '/auth/login'],
];

const ROUTES: RouteCase[] = [
  {
    path: '/',
    h1: 'Welcome To LoyalLoop',
    texts: ['What are we exploring today?', 'Client Section', 'Vendor Section', 'Get Help'],
    links: [
      ['LoyalLoop home', '/'],
      ['Home', '/'],
      ['Clients', '/home-page-clients'],
      ['Vendors', '/home-page-vendors'],
    ],
  },
  {
    path: '/home-page',
    h1: 'Welcome To LoyalLoop',
    texts: ['What are we exploring today?'],
    links: [['Clients', '/home-page-clients']],
  },
  {
    path: '/home-page-clients',
    h1: 'Rewards for Clients, Loyalty for Your Business',
    texts: [
      'Start Free Today',
      'Simplify Your Loyalty Programs, Grow Your Audience, and Strengthen Relationships.',
      'Rewards',
      'Offers',
      'Coming soon on',
      'Canada',
      'USA',
      'India',
      'Ireland',
      'UK/EU',
    ],
    links: [...HEADER_LINKS, ['Get Started', '/auth/register'], ['Learn How It Works', '/how-it-works']],
  },
  {
    path: '/home-page-vendors',
    h1: 'The loyalty platform built for local businesses',
    texts: ['Who We Are', 'Rewards', 'Broadcasts', ...VENDOR_HOME_STEPS],
    links: [...HEADER_LINKS, ['Get Started', '/auth/register'], ['See How It Works', '/how-it-works']],
  },
  ...['/how-it-works', '/works-for-vendors'].map((path) => ({
    path,
    h1: 'How LoyalLoop Works for Vendors',
    texts: [
      'Start reaching more customers and growing your business in just a few simple steps.',
      'Sign Up & Create Your Profile',
      'Get Verified',
      'List Your Services',
      'Start Receiving Loyal Followers',
      'Grow & Manage Your Business',
      'Join thousands of businesses already growing',
    ],
    links: HEADER_LINKS,
  })),
  {
    path: '/get-help',
    h1: 'Get Help?',
    texts: [
      'We offer several ways to assist you',
      'Call Us 24X7',
      'Write to Us',
      'Submit A Support Ticket',
      "FAQ's",
      'Follow Us',
    ],
    links: HEADER_LINKS,
  },
  {
    path: '/about-page',
    h1: 'About LoyalLoop',
    texts: [
      'Our Mission',
      'Bring users and local vendors together on a seamless platform where everyday purchases turn into rewards and customer relationships thrive.',
      'Our Values',
      'Discover',
      'Support',
      'Simplicity',
      'Trust',
      'Ready to grow your business?',
    ],
    links: [...HEADER_LINKS, ['Join Our Network', '/signup']],
  },
  {
    path: '/coming-soon',
    h1: 'Coming Soon',
    texts: ['Meanwhile, Contact Us Below', 'support@loyalloop.demo'],
    links: HEADER_LINKS,
  },
  {
    path: '/faq',
    h1: 'Frequently Asked Questions',
    texts: ['General', 'Services', 'Security', 'Support'],
    links: HEADER_LINKS,
  },
  ...[
    ['/terms-of-use', 'Terms of Use', ['Canadian dollars', 'Province of Ontario', 'Mississauga']],
    ['/privacy-policy', 'Privacy Policy', ['webhook', 'IP address', 'reset your password']],
    ['/refund-policy', 'Refund Policy', ['Canadian dollars (CAD)']],
  ].map(([path, h1, texts]) => ({
    path: path as string,
    h1: h1 as string,
    texts: ['November 20th, 2022', 'LoopPoints Rewards', 'Mississauga, Ontario', ...(texts as string[])],
    links: HEADER_LINKS,
  })),
  {
    path: '/connect-company',
    h1: 'Connect A Company',
    texts: ['support@loyalloop.demo'],
    links: HEADER_LINKS,
  },
  { path: '/header', h1: 'Header preview', texts: [], links: HEADER_LINKS },
  { path: '/mobile-header', h1: 'Mobile header preview', texts: [], links: [] },
  ...['/laptop-footer', '/mobile-footer'].map((path) => ({
    path,
    h1: path === '/laptop-footer' ? 'Laptop footer preview' : 'Mobile footer preview',
    texts: [`© ${new Date().getFullYear()} LoyalLoop`],
    links: FOOTER_LINKS,
  })),
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function linkHref(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).first().getAttribute('href');
}

describe('every public route shows its exact content', () => {
  it.each(ROUTES)('$path', async ({ path, h1, texts, links }) => {
    const { page, context, errors } = await openPage(browser, path);
    try {
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      expect((await page.locator('h1').innerText()).replace(/\s+/g, ' ').trim()).toBe(h1);
      const body = await page.locator('body').textContent();
      for (const text of texts) expect(body, `${path} shows "${text}"`).toContain(text);
      for (const [name, href] of links) expect(await linkHref(page, name), `${path} link ${name}`).toBe(href);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('public site behaviour', () => {
  it('an unknown path goes to /home-page', async () => {
    const { page, context } = await openPage(browser, '/no/such/page');
    await page.waitForURL(`${baseURL()}/home-page`);
    await expect.poll(() => page.locator('h1').innerText()).toContain('Welcome To');
    await context.close();
  });

  it('/signup goes to vendor sign-up', async () => {
    const { page, context } = await openPage(browser, '/signup');
    await page.waitForURL(`${baseURL()}/auth/register`);
    await context.close();
  });

  it('the video link opens in a new tab without an opener', async () => {
    const { page, context } = await openPage(browser, '/how-it-works');
    const link = page.getByRole('link', { name: /Watch How it Works \(90 Sec\)/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await context.close();
  });

  it('help cards are not links; the store badges are placeholder links (docs/product.md §2)', async () => {
    const help = await openPage(browser, '/get-help');
    expect(await help.page.locator('main a').count()).toBe(0);
    await help.context.close();
    const clients = await openPage(browser, '/home-page-clients');
    await clients.page.locator('a.store-badge').first().waitFor();
    expect(await clients.page.locator('a.store-badge[href="#"]').count()).toBe(2);
    await clients.context.close();
  });

  it('the theme toggles and survives a reload', async () => {
    const { page, context } = await openPage(browser, '/faq');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await context.close();
  });

  it('FAQ: search, categories and accordion', async () => {
    const { page, context } = await openPage(browser, '/faq');
    const expanded = page.locator('.faq__question button[aria-expanded="true"]');
    await expect.poll(() => expanded.count()).toBe(1);
    await page.getByRole('button', { name: 'How do I redeem my points?' }).click();
    expect(await expanded.count()).toBe(1);
    expect(await expanded.innerText()).toContain('How do I redeem my points?');
    await page.getByRole('button', { name: 'How do I redeem my points?' }).click();
    expect(await expanded.count()).toBe(0);

    const categories = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    expect(await categories.allInnerTexts()).toEqual(FAQ_CATEGORIES);
    const before = await page.locator('.faq__question').count();
    await categories.nth(2).click();
    expect(await categories.nth(2).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.faq__question').count()).toBe(before);

    await page.getByPlaceholder('Search here').fill('SPAM folder');
    expect(await page.locator('.faq__question').allInnerTexts()).toEqual([
      'I did not receive my verification code. What now?',
    ]);
    await page.getByPlaceholder('Search here').fill('qwertyuiop');
    await page.getByText('No results. Try a different keyword.').waitFor();
    await context.close();
  });

  it('the mobile menu opens with aria-expanded at 375 px', async () => {
    const { page, context } = await openPage(browser, '/home-page-vendors', {
      viewport: { width: 375, height: 812 },
    });
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${baseURL()}/faq`);
    await context.close();
  });
});

const PATHS = [...new Set(ROUTES.map((route) => route.path))];

describe('every public page at 375 px has no horizontal scroll', () => {
  it.each(PATHS)('%s', async (path) => {
    const { page, context } = await openPage(browser, path, { viewport: { width: 375, height: 812 } });
    await page.locator('h1').waitFor({ state: 'attached' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('every public page passes the accessibility scan', () => {
  it.each(PATHS.flatMap((path) => [[path, 'light'] as const, [path, 'dark'] as const]))(
    '%s (%s)',
    async (path, theme) => {
      const { page, context } = await openPage(browser, path, { theme });
      await page.locator('h1').waitFor({ state: 'attached' });
      await checkA11y(page);
      await context.close();
    },
  );
});
