import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
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
    const categories = result?.lhr.categories;
    const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
    scores.push({
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    });
  }
  return scores;
}
