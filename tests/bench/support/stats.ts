export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Runs each measurement `rounds` times, alternating between them, so machine noise hits both alike. */
export async function interleaved<K extends string>(
  rounds: number,
  measures: Record<K, () => Promise<number>>,
): Promise<Record<K, number>> {
  const samples = Object.fromEntries(Object.keys(measures).map((key) => [key, [] as number[]])) as Record<
    K,
    number[]
  >;
  for (let round = 0; round < rounds; round += 1) {
    for (const key of Object.keys(measures) as K[]) samples[key].push(await measures[key]());
  }
  return Object.fromEntries(
    Object.entries(samples).map(([key, values]) => [key, median(values as number[])]),
  ) as Record<K, number>;
}

/** The nearest-rank percentile (`p` in 0–1): the smallest sample that at least p of the samples do not exceed. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
};
