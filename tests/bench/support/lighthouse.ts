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
}

/** Lighthouse's default mobile emulation, in the Chromium already listening on `port`. */
export async function runLighthouse(port: number, urls: string[]): Promise<LighthouseScores[]> {
  const scores: LighthouseScores[] = [];
  for (const url of urls) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
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
    });
  }
  return scores;
}
