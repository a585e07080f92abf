/** The shape of .bench/<part>.json, what every bench part writes and scripts/bench/table.mjs reads. */
import type { Target } from './targets';

export interface BenchRow {
  /** Stable, e.g. 'js.login'. */
  id: string;
  /** Exactly what is measured, as docs/performance.md shows it. */
  label: string;
  /** null when not measured. Several figures (Lighthouse's three scores) are an array. */
  value: number | number[] | null;
  unit: 'kB' | 'MB' | 'ms' | 's' | 'score' | 'req/s' | 'CLS' | 'rounds';
  /** What the value is held to, e.g. '≤ 20 ms', '≤ 1.25 × floor', 'the floor', 'reported'. */
  target: string;
  /** value ÷ its floor measured in the same run, where the target is a multiple of a floor. */
  ratio: number | null;
  verdict: 'PASS' | 'MISS' | '—';
  /** Shown beside the value, e.g. which page was the heaviest. */
  detail?: string;
  /** Why the row has no value. */
  reason?: string;
}

export interface BenchPartFile {
  part: string;
  startedAt: string;
  finishedAt: string | null;
  rows: BenchRow[];
}

export interface RowSpec {
  id: string;
  label: string;
  unit: BenchRow['unit'];
  target: Target;
}
