// The lanes of `npm test` (scripts/test-run/lanes.mjs, run-command.mjs): steps side by side, each one's output
// printed whole when it ends, and a type-check or lint failure stopping whatever runs beside it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLanes, type Step } from '../../scripts/test-run/lanes.mjs';
import { runCommand } from '../../scripts/test-run/run-command.mjs';

/** A step that writes `lines` over time through a real child process, its output kept. */
const shellStep = (title: string, script: string, stop?: string): Step => ({
  title,
  async run(signal) {
    const { exitCode, output } = await runCommand({
      command: 'sh',
      args: ['-c', script],
      output: 'buffer',
      signal,
    });
    return exitCode === 0 || stop === undefined ? { output } : { output, stop };
  },
});

async function lanesOutput(lanes: Step[][]): Promise<{ text: string; stopped: string | null }> {
  let text = '';
  const { stopped } = await runLanes(lanes, { write: (chunk) => (text += chunk) });
  return { text, stopped };
}

const scratch = mkdtempSync(join(tmpdir(), 'loyalloop-lanes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the lanes of npm test', () => {
  it('runs lanes side by side and prints each step whole, never two steps interleaved', async () => {
    // Side by side, told by what each step sees rather than by a clock (a loaded machine stretches clocks):
    // each lane leaves a mark and waits up to 5 s for the other's, which it can see only if both run at once.
    const mark = (side: string) => join(scratch, `side-${side}`);
    const step = (side: string, other: string) =>
      shellStep(
        side,
        `touch ${mark(side)}; for i in $(seq 100); do [ -f ${mark(other)} ] && break; sleep 0.05; done; ` +
          `[ -f ${mark(other)} ] && echo ${side} saw ${other}; for i in 1 2 3; do echo ${side} $i; done`,
      );
    const { text, stopped } = await lanesOutput([[step('left', 'right')], [step('right', 'left')]]);
    expect(stopped).toBeNull();
    const blocks = text.split('\n▶ ').slice(1);
    expect(blocks.map((block) => block.replace(/ \(\d+ s\)/, ''))).toEqual(
      expect.arrayContaining([
        'left\nleft saw right\nleft 1\nleft 2\nleft 3\n',
        'right\nright saw left\nright 1\nright 2\nright 3\n',
      ]),
    );
  });

  it('says now and then which steps still run, and stops saying it when they end', async () => {
    // The slow step ends once two beats were written (or after about 4 s), however late a loaded machine fires
    // the timer.
    // A file of its own each time: a retried case must not find the last attempt's release already there.
    const release = join(mkdtempSync(join(scratch, 'beats-')), 'release-slow');
    let text = '';
    const beatsIn = (output: string) =>
      output.split('\n').filter((line) => line.startsWith('… still running:'));
    await runLanes(
      [
        [
          shellStep(
            'slow',
            `for i in $(seq 200); do [ -f ${release} ] && break; sleep 0.02; done; echo done`,
          ),
        ],
        [shellStep('quick', 'echo quick')],
      ],
      {
        write: (chunk) => {
          text += chunk;
          if (beatsIn(text).length >= 2) writeFileSync(release, '');
        },
        heartbeatMs: 100,
      },
    );
    const beats = beatsIn(text);
    expect(beats.length).toBeGreaterThanOrEqual(2);
    // On a loaded machine the quick step may still be running at a beat; the slow one is named at each.
    expect(beats.every((line) => line.startsWith('… still running: slow (0 min)'))).toBe(true);
    const after = text.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(text.length).toBe(after);
  });

  it('runs the steps of one lane one after another', async () => {
    const { text } = await lanesOutput([
      [shellStep('first', 'sleep 0.3; echo first'), shellStep('second', 'echo second')],
    ]);
    expect(text.indexOf('first\nfirst')).toBeLessThan(text.indexOf('… second: started'));
  });

  it('a failing check stops the step running beside it and the steps after both, with its message', async () => {
    const pidFile = join(scratch, 'sleep.pid');
    const started = Date.now();
    const { text, stopped } = await lanesOutput([
      [
        // After the suite beside it has started its worker.
        shellStep(
          'type-check',
          'sleep 0.3; echo "error TS2322"; exit 2',
          'Type-check failed: fix the errors above.',
        ),
        shellStep('never', 'echo should-not-run'),
      ],
      // Like a suite's worker: a grandchild of the step's command.
      [
        shellStep('slow suite', `sleep 30 & echo $! > ${pidFile}; wait`),
        shellStep('next suite', 'echo next'),
      ],
    ]);
    expect(stopped).toBe('Type-check failed: fix the errors above.');
    expect(text).toMatch(/▶ type-check \(\d+ s\)\nerror TS2322\n/);
    expect(text).toContain('■ slow suite: stopped after');
    expect(text).not.toContain('should-not-run');
    expect(text).not.toContain('next suite');
    // The sleeping grandchild was ended with its group, not waited for nor left behind.
    expect(Date.now() - started).toBeLessThan(10_000);
    const sleeper = Number(readFileSync(pidFile, 'utf8'));
    // Reaped a moment after its end.
    await expect.poll(() => alive(sleeper), { timeout: 3000 }).toBe(false);
  });
});
