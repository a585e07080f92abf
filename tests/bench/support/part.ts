/**
 * One part of `npm run bench`: a file tests/bench/<part>.measure.ts that declares its rows up front and writes
 * them to .bench/<part>.json as it measures (scripts/bench/table.mjs turns every part into the table of docs/performance.md).
 * A row starts as "not measured"; it gets a figure only from record(), and a check that fails refuses it
 * with the reason instead. So a part that stops half-way still says which rows it did not measure, and why.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BenchPartFile, BenchRow, RowSpec } from './bench-row';

/** A check that failed: the row is refused with this reason instead of getting a figure. */
export class NotMeasured extends Error {}

/** Refuses the row being measured unless `condition` holds. */
export function refuseUnless(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new NotMeasured(reason);
}

export interface Measured {
  value: number | number[];
  /** The floor measured in the same run, for a target that is a multiple of it. */
  floor?: number;
  detail?: string;
}

export interface BenchPart {
  /** Runs one row's measurement; a NotMeasured (or any error) leaves the row unmeasured with the reason. */
  measure(id: string, run: () => Promise<Measured>): Promise<Measured | null>;
  refuse(id: string, reason: string): void;
  finish(): void;
}

const STOPPED = 'the part stopped before measuring this row; see the bench output';

/** `dir` is where the bench reads parts from (tests write elsewhere). */
export function openPart(part: string, specs: RowSpec[], dir = '.bench'): BenchPart {
  const file: BenchPartFile = {
    part,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    rows: specs.map(({ id, label, unit, target }) => ({
      id,
      label,
      unit,
      target: target.text,
      value: null,
      ratio: null,
      verdict: '—',
      reason: STOPPED,
    })),
  };
  const save = () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${part}.json`, `${JSON.stringify(file, null, 2)}\n`);
  };
  const update = (id: string, change: Partial<BenchRow>) => {
    const index = file.rows.findIndex((row) => row.id === id);
    const row = file.rows[index];
    if (!row) throw new Error(`${part} declares no row ${id}`);
    const { reason: _stale, ...kept } = row;
    file.rows[index] = { ...kept, ...change };
    save();
  };
  const refuse = (id: string, reason: string) =>
    update(id, { value: null, ratio: null, verdict: '—', reason });
  save();
  return {
    async measure(id, run) {
      const spec = specs.find((s) => s.id === id);
      if (!spec) throw new Error(`${part} declares no row ${id}`);
      try {
        const measured = await run();
        const ratio = measured.floor === undefined ? null : Number(measured.value) / measured.floor;
        const verdict = spec.target.verdict(measured.value, ratio);
        update(id, {
          value: measured.value,
          ratio,
          verdict,
          ...(measured.detail ? { detail: measured.detail } : {}),
        });
        return measured;
      } catch (error) {
        const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        if (!(error instanceof NotMeasured)) console.error(`${part}/${id} failed:`, error);
        refuse(id, error instanceof NotMeasured ? reason : `failed: ${reason}`);
        return null;
      }
    },
    refuse,
    finish() {
      file.finishedAt = new Date().toISOString();
      save();
    },
  };
}
