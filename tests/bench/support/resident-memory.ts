/**
 * A process's resident memory (VmRSS of /proc/<pid>/status, Linux), sampled every 50 ms between start() and
 * stop(): the sample before the work and the highest one during it.
 */
import { readFileSync } from 'node:fs';

const bytesOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kB === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kB) * 1024;
};

export function residentMemory(pid: number, everyMs = 50) {
  let baseline = NaN;
  let peak = NaN;
  let timer: ReturnType<typeof setInterval> | null = null;
  const sample = () => {
    peak = Math.max(peak, bytesOf(pid));
  };
  return {
    start() {
      baseline = bytesOf(pid);
      peak = baseline;
      timer = setInterval(sample, everyMs);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      sample();
    },
    result: () => ({ baseline, peak }),
  };
}
