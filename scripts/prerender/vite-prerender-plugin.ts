import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { inputsRecorderOf } from '../server/build-inputs.mjs';
import type { RenderedPage, ShellRoute } from '../../src/ui/app/prerender/render-page.tsx';
import { contentSecurityPolicy } from '../content-security-policy.ts';
import { chunkAssets, type Manifest } from './chunk-assets.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { ROUTE_SHELLS, pageFile, prerenderedFile, shellFor } from './page-files.ts';
import { inlineStyle } from './inline-style.ts';
import { pageHtml } from './page-html.ts';
import { combinedStylesheet, shellStylesheets } from './page-stylesheet.ts';
import { entryScript, pageBoot } from './page-boot.ts';
import { routeShells } from './route-preloads.ts';
import { siteUrl } from './site-url.ts';

const ENTRY = 'src/ui/app/prerender/render-page.tsx';

/** Builds the prerender entry for Node next to node_modules (its imports of React resolve from there). */
interface Rendered {
  pages: RenderedPage[];
  shellRoutes: ShellRoute[];
}

async function renderPages(config: ResolvedConfig): Promise<Rendered> {
  const outDir = join(config.root, 'node_modules/.cache/prerender', `${process.pid}-${Date.now()}`);
  try {
    await build({
      root: config.root,
      configFile: false,
      publicDir: false,
      logLevel: 'warn',
      mode: config.mode,
      define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify('production') },
      // The pages' own modules are inputs of the build that asked for them (scripts/server/build-inputs.mjs).
      plugins: [react(), inputsRecorderOf(config)?.plugin()],
      // React is bundled in, production build: the calling process may already hold another build of it (a
      // test runner's development React), and the server renderer must use the React the pages are made with.
      ssr: { noExternal: true },
      build: {
        ssr: ENTRY,
        outDir,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: {
          output: { format: 'esm', entryFileNames: 'render-page.js' },
          // The entry imports every public module to name the loaded ones: chunking here is of no concern.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as {
      renderPages: () => Promise<RenderedPage[]>;
      shellRoutes: () => Promise<ShellRoute[]>;
    };
    return {
      pages: await module.renderPages(),
      shellRoutes: await module.shellRoutes(),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function writeOut(outDir: string, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(outDir, file)), { recursive: true });
  await writeFile(join(outDir, file), text);
}

/**
 * After the client build: every public page of the route table rendered to its own HTML file (pages/), with
 * its head, its styles inline (allowed by their hash in the page's policy for `apiBase`, as cspPlugin writes the
 * shell's) and its markup in #root; sitemap.xml and robots.txt beside them. In preview (`npm run demo`, the e2e
 * suite, the bench) a page's path serves its file with no redirect.
 */
export function prerenderPlugin(apiBase: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'loyalloop-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const shell = shellFor(outDir);
      server.middlewares.use((request, _response, next) => {
        const read = request.method === 'GET' || request.method === 'HEAD';
        const url = request.url ?? '';
        const file = read ? (prerenderedFile(outDir, url) ?? shell(url)) : null;
        // The shell itself stays the preview's own fallback (index.html) for every path not mapped here.
        if (file && file !== 'index.html') request.url = `/${file}`;
        next();
      });
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const origin = siteUrl();
      const outDir = resolve(config.root, config.build.outDir);
      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      // An alias (/home-page, /works-for-vendors) names its page's own address as canonical.
      const canonical = (page: RenderedPage) => origin + (page.route.paths[0] ?? page.path);
      const { pages, shellRoutes } = await renderPages(config);
      // A built file by its URL under the base (the shell's and the manifest's URLs both start with it).
      const fileOf = (href: string) => (href.startsWith(config.base) ? href.slice(config.base.length) : href);
      const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
      const boot = pageBoot(entryScript(shell));
      await writeOut(outDir, boot.file, boot.text);
      for (const page of pages) {
        const assets = chunkAssets(manifest, page.modules, config.base);
        const style = inlineStyle(
          combinedStylesheet([...shellStylesheets(shell), ...assets.stylesheets].map(fileOf), read),
        );
        const document = pageHtml(shell, {
          ...page,
          canonical: canonical(page),
          ...assets,
          style,
          contentSecurityPolicy: contentSecurityPolicy(apiBase, [style.source]),
          boot: config.base + boot.file,
        });
        await writeOut(outDir, pageFile(page.path), document);
      }
      await writeOut(outDir, 'sitemap.xml', sitemapXml(pages.map(canonical)));
      await writeOut(outDir, 'robots.txt', robotsTxt(origin));
      // A shell per sign-in and console route, which names the route's chunks in its head; index.html (unknown
      // paths) and the public pages ask for no console code.
      const shells = routeShells(shell, manifest, shellRoutes, config.base);
      for (const { file, text } of shells.files) await writeOut(outDir, file, text);
      await writeOut(outDir, ROUTE_SHELLS, JSON.stringify(shells.table));
    },
  };
}
