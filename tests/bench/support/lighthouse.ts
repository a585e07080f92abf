import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
  /** Where the page ended up (a redirect would score another page). */
  finalUrl: string;
  /** Lighthouse's own report that it could not load or audit the page. */
  runtimeError: string | null;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Weighted audits that lost points, e.g. `performance: first-contentful-paint 0.92 (1.7 s)`. */
  losses: string[];
}

/** Lighthouse's default mobile emulation, in the Chromium already listening on `port`. */
export async function runLighthouse(port: number, urls: string[]): Promise<LighthouseScores[]> {
  const scores: LighthouseScores[] = [];
  for (const url of urls) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    const score = (id: string) => Math.round((lhr?.categories?.[id]?.score ?? 0) * 100);
    scores.push({
      url,
      finalUrl: lhr?.finalDisplayedUrl ?? url,
      runtimeError: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      losses: Object.values(lhr?.categories ?? {}).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr?.audits[ref.id])
          .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
          .map(
            (audit) =>
              `${category.id}: ${audit?.id} ${audit?.score}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
          ),
      ),
    });
  }
  return scores;
}
