/**
 * A prerendered page's boot script (docs/performance.md, "The public pages paint first"): the page asks for the
 * entry module at once (a modulepreload: fetched and compiled meanwhile) but runs it only once the browser has
 * shown the page's first contentful paint and the page has loaded (its images with it). Run as a plain module
 * script, the entry (React and the app) was evaluated while the first frame was still being rasterised, and on a
 * busy machine the paint waited for both; run at the first paint, it held back the next frame, the one with the
 * welcome cards' images, the largest paint of `/`. The page is readable as it arrives; React attaches right after
 * (main.tsx hydrates it).
 */
import { createHash } from 'node:crypto';

/** How long a visible page waits for its first paint before starting the app anyway. */
export const BOOT_FALLBACK_MS = 3000;

export interface PageBoot {
  /** The script's file in the build, e.g. assets/page-boot-1a2b3c4d.js. */
  file: string;
  text: string;
}

/** The entry module's URL in the built shell: its one module script. */
export function entryScript(shell: string): string {
  const sources = [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  const src = sources[0]?.[1];
  if (sources.length !== 1 || !src)
    throw new Error(`the built index.html has ${sources.length} module scripts, expected 1`);
  return src;
}

/**
 * The script: it adds the entry's module script once the first contentful paint is shown and the page's load
 * event has come, or at once where no paint will come soon (a hidden tab, a browser without paint timing), or
 * after BOOT_FALLBACK_MS at the latest. `crossOrigin` as the modulepreload's, so the preloaded module is the one
 * that runs.
 */
export function pageBoot(entrySrc: string): PageBoot {
  // Compact (no larger than before it waited for the load event): it counts towards the public pages'
  // JavaScript budget (tests/perf/budgets.ts), which the heaviest page meets with little to spare.
  const text =
    '(function(){var s=0,d=document;function go(){if(s)return;s=1;var e=d.createElement("script");' +
    `e.type="module";e.crossOrigin="";e.src=${JSON.stringify(entrySrc)};d.head.appendChild(e)}` +
    'if(d.visibilityState!="visible"||!window.PerformanceObserver)return go();' +
    'try{new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)' +
    'd.readyState=="complete"?go():addEventListener("load",go)})' +
    `.observe({type:"paint",buffered:true})}catch{return go()}setTimeout(go,${BOOT_FALLBACK_MS})})();\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { file: `assets/page-boot-${hash}.js`, text };
}
