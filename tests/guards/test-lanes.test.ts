// The lanes of `npm test` (scripts/test-run/lanes.mjs, run-command.mjs): steps side by side, each one's output
// printed whole when it ends, and a type-check or lint failure stopping whatever runs beside it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
    const started = Date.now();
    const { text, stopped } = await lanesOutput([
      [shellStep('left', 'for i in 1 2 3; do echo left $i; sleep 0.2; done')],
      [shellStep('right', 'for i in 1 2 3; do echo right $i; sleep 0.2; done')],
    ]);
    // Side by side: well under the 1.2 s the two would take one after the other.
    expect(Date.now() - started).toBeLessThan(1100);
    expect(stopped).toBeNull();
    const blocks = text.split('\n▶ ').slice(1);
    expect(blocks.map((block) => block.replace(/ \(\d+ s\)/, ''))).toEqual(
      expect.arrayContaining(['left\nleft 1\nleft 2\nleft 3\n', 'right\nright 1\nright 2\nright 3\n']),
    );
  });

  it('says now and then which steps still run, and stops saying it when they end', async () => {
    let text = '';
    const beatsIn = (): string[] => text.split('\n').filter((line) => line.startsWith('… still running:'));
    // It ends once two beats were written (or after 5 s, to fail below): a fixed sleep of a few beats got
    // one beat only when the machine was loaded and the timers fired late.
    const slow: Step = {
      title: 'slow',
      run: async () => {
        for (const end = Date.now() + 5000; beatsIn().length < 2 && Date.now() < end;)
          await new Promise((resolve) => setTimeout(resolve, 10));
        return { output: 'done\n' };
      },
    };
    await runLanes([[slow], [shellStep('quick', 'echo quick')]], {
      write: (chunk) => (text += chunk),
      heartbeatMs: 100,
    });
    const beats = beatsIn();
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(beats.every((line) => line === '… still running: slow (0 min)')).toBe(true);
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
