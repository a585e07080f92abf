// @vitest-environment node
/**
 * What `npm start` prints while it builds (docs/deployment.md, "First start"): only what the owner needs, never
 * the bundler's diagnostics (`[PLUGIN_TIMINGS]`), which a slow plugin makes rolldown print on a busy machine.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build, type Plugin } from 'vite';
import { ownerBuild } from '../../scripts/server/builds.mjs';

/** A plugin slow enough that rolldown reports its timings (1.5 s of a tiny build). */
const slow: Plugin = {
  name: 'slow',
  transform() {
    const started = Date.now();
    while (Date.now() - started < 1500);
    return null;
  },
};

function printed(): () => string {
  const lines: unknown[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.join(' '));
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation(keep);
  const write = (chunk: unknown) => (lines.push(String(chunk)), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(write);
  vi.spyOn(process.stderr, 'write').mockImplementation(write);
  return () => lines.join('\n');
}

const tinyBuild = (source: string) => {
  const root = mkdtempSync(join(tmpdir(), 'loyalloop-owner-build-'));
  writeFileSync(join(root, 'entry.js'), source);
  return build(
    ownerBuild({
      root,
      configFile: false,
      plugins: [slow],
      build: { outDir: join(root, 'out'), rolldownOptions: { input: join(root, 'entry.js') } },
    }),
  );
};

describe("the owner's build output", () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints no bundler timings, however slow a plugin is', async () => {
    const output = printed();
    await tinyBuild('export const answer = 42;\n');
    expect(output()).not.toContain('PLUGIN_TIMINGS');
    expect(output()).not.toContain('JavaScript callbacks');
  }, 30_000);

  it('still fails, saying why, when the code does not build', async () => {
    printed();
    await expect(tinyBuild('export const = ;\n')).rejects.toThrow(/entry\.js/);
  }, 30_000);
});
