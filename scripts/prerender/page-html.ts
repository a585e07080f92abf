/**
 * One prerendered page's HTML: the built app shell (its theme script kept as it is) with the page's own head and
 * Content-Security-Policy, its one stylesheet inline in place of the shell's link (its images asked for first),
 * its entry module preloaded and started by the boot script after the first paint, and its server markup in
 * #root. The browser hydrates that markup.
 */
import type { InlineStyle } from './inline-style.ts';
import { takeImagePreloads } from './image-preloads.ts';

export interface PageDocument {
  path: string;
  /** Absolute URL of the page's own address (an alias points at it). */
  canonical: string;
  title: string;
  description: string;
  /** The server markup of #root. */
  html: string;
  /**
   * The page's one stylesheet (page-stylesheet.ts, inline-style.ts): the shell's rules and those of
   * `stylesheets`, inline in the head, so the first paint waits for no request after the HTML.
   */
  style: InlineStyle;
  /** The page's Content-Security-Policy, which allows `style` by its hash, in place of the shell's. */
  contentSecurityPolicy: string;
  /**
   * Built stylesheets of the page's lazy parts, whose rules `style` already holds. Each is named by a
   * `disabled` link, which the browser does not fetch: the app's chunk loader, seeing the link, does not add
   * it again when the page hydrates (nor change the cascade by adding it after the others).
   */
  stylesheets: string[];
  /** The page's boot script (page-boot.ts), which runs the entry module after the first paint. */
  boot: string;
  /** Built chunks of the page's lazy parts, fetched alongside the entry so hydration need not wait in turn. */
  modules: string[];
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

/** Replaces exactly one occurrence, so a changed index.html stops the build instead of yielding a wrong page. */
function replaceOnce(
  html: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
): string {
  const matches = html.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1)
    throw new Error(`the built index.html has ${matches.length} matches of ${pattern}, expected 1`);
  return html.replace(pattern, (match: string, ...groups: string[]) =>
    typeof replacement === 'string' ? replacement : replacement(match, ...groups),
  );
}

/**
 * A script the page runs only after its first paint, fetched meanwhile at low priority (docs/performance.md, "The
 * public pages paint first"): at the default (high) the dozen of them went ahead of the page's images on the six
 * connections a browser opens to a host, and Lighthouse counts every high-priority script that arrives before a
 * paint as holding that paint back, so its simulated slow network gave the vendors' page's picture after them.
 */
const modulePreload = (href: string): string =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`;

function headTags(page: PageDocument): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttribute(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeAttribute(page.canonical)}" />`,
    meta('og:type', 'website'),
    meta('og:title', page.title),
    meta('og:description', page.description),
    meta('og:url', page.canonical),
    ...page.stylesheets.map(
      (href) => `<link rel="stylesheet" disabled crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...page.modules.map((href) => modulePreload(escapeAttribute(href))),
  ].join('\n    ');
}

export function pageHtml(shell: string, page: PageDocument): string {
  const { preloads: images, markup } = takeImagePreloads(page.html);
  let html = replaceOnce(
    shell,
    /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/,
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(page.contentSecurityPolicy)}">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
  );
  // The shell's own preloads (the entry's static imports) wait their turn like the page's.
  html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]*)">/g, (_tag, href: string) =>
    modulePreload(href),
  );
  // The shell's stylesheet goes: its rules open the page's one, inline in the head.
  html = replaceOnce(html, /\s*<link rel="stylesheet" crossorigin href="[^"]*">/, '');
  // The entry module is asked for at once but run by the boot script after the first paint (page-boot.ts).
  html = replaceOnce(
    html,
    /<script type="module" crossorigin src="([^"]*)"><\/script>/,
    (_tag, src: string) =>
      [modulePreload(src), `<script async src="${escapeAttribute(page.boot)}"></script>`].join('\n    '),
  );
  // The page's images are asked for first, ahead of every script (image-preloads.ts), then its stylesheet,
  // inline, before the theme's inline script stops the parser (its first localStorage read waits on the
  // browser; docs/performance.md, "The public pages paint first").
  html = replaceOnce(html, /<script>/, (tag) => [...images, page.style.tag, tag].join('\n    '));
  html = replaceOnce(html, /<\/head>/, `  ${headTags(page)}\n  </head>`);
  return replaceOnce(
    html,
    // The shell's #root holds only its <noscript> note (the console needs JavaScript); a public page does not.
    /<div id="root">\s*(?:<noscript>[\s\S]*?<\/noscript>\s*)?<\/div>/,
    `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${markup}</div>`,
  );
}
