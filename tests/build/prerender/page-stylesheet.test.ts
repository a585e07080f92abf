// @vitest-environment node
// A prerendered page's one stylesheet: the shell's rules, then its parts', as one text, which the page holds inline.
import { describe, expect, it } from 'vitest';
import { combinedStylesheet, shellStylesheets } from '../../../scripts/prerender/page-stylesheet';

const FILES: Record<string, string> = {
  'assets/index-1.css': ':root{--bg:#fff}\n',
  'assets/FaqPage-2.css': '.faq{color:red}',
  'assets/header-3.css': '.faq{color:blue}',
};
const read = (file: string) => FILES[file] ?? '';

describe('a prerendered page’s stylesheet', () => {
  it('reads the shell’s own stylesheets in order', () => {
    const shell =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
    expect(shellStylesheets(shell)).toEqual(['/assets/index-1.css']);
  });

  it('holds every file’s rules in the order given, so the later rule still wins', () => {
    const text = combinedStylesheet(
      ['assets/index-1.css', 'assets/FaqPage-2.css', 'assets/header-3.css'],
      read,
    );
    expect(text.indexOf(':root{--bg:#fff}')).toBeLessThan(text.indexOf('.faq{color:red}'));
    expect(text.indexOf('.faq{color:red}')).toBeLessThan(text.indexOf('.faq{color:blue}'));
  });

  it('stops the build on a rule that must come first in a file', () => {
    expect(() => combinedStylesheet(['assets/x.css'], () => '@import url(a.css);')).toThrow(/@import/);
  });
});
