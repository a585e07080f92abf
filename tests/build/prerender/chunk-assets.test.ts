// @vitest-environment node
// The stylesheets and chunks a prerendered page links, from the client build's manifest.
import { describe, expect, it } from 'vitest';
import { chunkAssets, type Manifest } from '../../../scripts/prerender/chunk-assets';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_react-1.js'],
    isEntry: true,
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/layout/PublicLayout.tsx': {
    file: 'assets/PublicLayout-1.js',
    imports: ['index.html', '_header-1.js'],
  },
  '_header-1.js': { file: 'assets/header-1.js', css: ['assets/header-1.css'], imports: ['_react-1.js'] },
  'src/pages/FaqPage.tsx': {
    file: 'assets/FaqPage-1.js',
    css: ['assets/FaqPage-1.css'],
    imports: ['index.html'],
  },
};

describe('a page’s built assets', () => {
  it('are its modules’ chunks and stylesheets and those they import, without what the entry brings', () => {
    expect(chunkAssets(MANIFEST, ['src/layout/PublicLayout.tsx', 'src/pages/FaqPage.tsx'])).toEqual({
      stylesheets: ['/assets/header-1.css', '/assets/FaqPage-1.css'],
      modules: ['/assets/PublicLayout-1.js', '/assets/header-1.js', '/assets/FaqPage-1.js'],
    });
  });

  it('are none for a page in the entry chunk', () => {
    expect(chunkAssets(MANIFEST, [])).toEqual({ stylesheets: [], modules: [] });
  });

  it('stop the build when a module is missing from the manifest', () => {
    expect(() => chunkAssets(MANIFEST, ['src/pages/Gone.tsx'])).toThrow(/no chunk for src\/pages\/Gone.tsx/);
  });
});
