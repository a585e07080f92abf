/**
 * One prerendered page's HTML: the built app shell (its CSP meta, scripts and stylesheet kept as they are) with
 * the page's own head and its server markup in #root. The browser hydrates that markup.
 */
export interface PageDocument {
  path: string;
  /** Absolute URL of the page's own address (an alias points at it). */
  canonical: string;
  title: string;
  description: string;
  /** The server markup of #root. */
  html: string;
  /** Built stylesheets the page's lazy parts bring, linked so the first paint is already styled. */
  stylesheets: string[];
  /** Built chunks of the page's lazy parts, fetched alongside the entry so hydration need not wait in turn. */
  modules: string[];
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

/** Replaces exactly one occurrence, so a changed index.html stops the build instead of yielding a wrong page. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1)
    throw new Error(`the built index.html has ${matches.length} matches of ${pattern}, expected 1`);
  return html.replace(pattern, () => replacement);
}

function headTags(page: PageDocument): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttribute(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeAttribute(page.canonical)}" />`,
    meta('og:type', 'website'),
    meta('og:title', page.title),
    meta('og:description', page.description),
    meta('og:url', page.canonical),
    ...page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...page.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ].join('\n    ');
}

export function pageHtml(shell: string, page: PageDocument): string {
  let html = replaceOnce(shell, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
  );
  html = replaceOnce(html, /<\/head>/, `  ${headTags(page)}\n  </head>`);
  return replaceOnce(
    html,
    // The shell's #root holds only its <noscript> note (the console needs JavaScript); a public page does not.
    /<div id="root">\s*(?:<noscript>[\s\S]*?<\/noscript>\s*)?<\/div>/,
    `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.html}</div>`,
  );
}
