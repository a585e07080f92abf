// @vitest-environment node
// A prerendered page's HTML: the built shell with the page's own head and its markup in #root.
import { describe, expect, it } from 'vitest';
import { pageHtml, type PageDocument } from '../../../scripts/prerender/page-html';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    <script>document.documentElement.classList.add('light')</script>
    <meta name="description" content="The shell's description." />
    <title>LoyalLoop</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><noscript><p class="noscript">The console needs JavaScript.</p></noscript></div>
  </body>
</html>`;

const FAQ: PageDocument = {
  path: '/faq',
  canonical: 'https://www.example.com/faq',
  title: 'Questions & "Answers" | LoyalLoop',
  description: 'Earn <points> & redeem them.',
  html: '<h1>Frequently Asked Questions</h1>',
  style: { tag: '<style>.faq{color:red}</style>', source: "'sha256-1'" },
  contentSecurityPolicy: "default-src 'self'; style-src 'self' 'sha256-1'",
  stylesheets: ['/assets/FaqPage-2.css'],
  boot: '/assets/page-boot-1.js',
  modules: ['/assets/FaqPage-3.js'],
};

describe('a prerendered page’s HTML', () => {
  const html = pageHtml(SHELL, FAQ);

  it('has the page’s own title and description, escaped, in place of the shell’s', () => {
    expect(html).toContain('<title>Questions &amp; "Answers" | LoyalLoop</title>');
    expect(html).toContain('<meta name="description" content="Earn &lt;points&gt; &amp; redeem them." />');
    expect(html).not.toContain('The shell');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('names its canonical address and its Open Graph title, description and URL', () => {
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/faq" />');
    expect(html).toContain(
      '<meta property="og:title" content="Questions &amp; &quot;Answers&quot; | LoyalLoop" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Earn &lt;points&gt; &amp; redeem them." />',
    );
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/faq" />');
  });

  it('links the page’s chunks', () => {
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/FaqPage-3.js">',
    );
    expect(html.indexOf('FaqPage-3.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('has its own CSP, which allows its inline stylesheet, in place of the shell’s, first in the head', () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'sha256-1'">`;
    expect(html).toContain(meta);
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<style>'));
  });

  it('holds its stylesheet inline, before the theme’s script, and links none: the first paint waits for no request', () => {
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('<style>.faq{color:red}</style>\n    <script>');
    expect(html.match(/<link rel="stylesheet"(?! disabled)[^>]*>/g)).toBeNull();
    expect(html).not.toMatch(/rel="preload" as="style"/);
    expect(html).not.toContain('index-1.css');
  });

  it('asks for the images React preloads first, ahead of its stylesheet and every script, not in #root', () => {
    const hero = '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>';
    const card = '<link rel="preload" as="image" href="/images/card.svg"/>';
    const withImages = pageHtml(SHELL, { ...FAQ, html: `${hero}${card}<!--$--><h1>FAQ</h1><!--/$-->` });
    expect(withImages).toContain([hero, card, FAQ.style.tag, '<script>'].join('\n    '));
    expect(withImages.indexOf(card)).toBeLessThan(withImages.indexOf('<link rel="modulepreload"'));
    expect(withImages).toContain(
      '<div id="root" data-prerendered="/faq"><!--$--><h1>FAQ</h1><!--/$--></div>',
    );
  });

  it('asks for the entry module at once and leaves running it to the boot script, after the first paint', () => {
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-1.js">',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script async src="/assets/page-boot-1.js"></script>');
  });

  it('fetches every script at low priority, the shell’s preloads too: none runs before the first paint', () => {
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(3);
    for (const preload of preloads) expect(preload).toContain(' fetchpriority="low" ');
  });

  it('names the parts’ stylesheets, whose rules its own holds, with links the browser does not fetch', () => {
    expect(html).toContain('<link rel="stylesheet" disabled crossorigin href="/assets/FaqPage-2.css">');
  });

  it('puts the markup in #root, marked with the path it was made for', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/faq"><h1>Frequently Asked Questions</h1></div>',
    );
  });

  it('drops the shell’s note that the console needs JavaScript: a public page works without it', () => {
    expect(html).not.toContain('noscript');
  });

  it('stops the build when the shell no longer has the place a part goes', () => {
    expect(() => pageHtml(SHELL.replace(/<div id="root">.*<\/div>/, '<main></main>'), FAQ)).toThrow(
      /0 matches/,
    );
    expect(() => pageHtml(SHELL.replace('</title>', '</title><title>x</title>'), FAQ)).toThrow(/2 matches/);
  });
});
