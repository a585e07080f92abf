// @vitest-environment node
/**
 * A build is made again when a file it read changed, and only then (docs/deployment.md, "Every script"): the
 * list of its inputs comes from the build itself (scripts/server/build-inputs.mjs), not from a hand list.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { buildInputs, sourceFiles, withFolders } from '../../scripts/server/build-inputs.mjs';
import { isCurrent, writeFingerprint } from '../../scripts/server/fingerprint.mjs';
import { ownerBuild } from '../../scripts/server/builds.mjs';

/** A project of two modules the build reads, and two files nobody imports, one beside a read one. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'loyalloop-fingerprint-'));
  mkdirSync(join(root, 'contract'));
  mkdirSync(join(root, 'notes'));
  writeFileSync(join(root, 'entry.js'), "import { path } from './contract/call.js';\nconsole.log(path);\n");
  writeFileSync(join(root, 'contract/call.js'), "export const path = 'clients';\n");
  writeFileSync(join(root, 'contract/unrelated.js'), 'export const nobody = 1;\n');
  writeFileSync(join(root, 'notes/unrelated.js'), 'export const nobody = 1;\n');
  return root;
}

/** Builds `root` as builds.mjs does, recording what the build read, and leaves its fingerprint. */
async function builtWithFingerprint(
  root: string,
  settings = 's',
): Promise<{ outDir: string; files: string[] }> {
  const outDir = join(root, 'dist');
  const inputs = buildInputs();
  await build(
    ownerBuild({
      root,
      configFile: false,
      publicDir: false,
      plugins: [inputs.plugin],
      build: { outDir, emptyOutDir: true, ssr: true, rolldownOptions: { input: { entry: 'entry.js' } } },
    }),
  );
  const files = withFolders(sourceFiles(root, inputs.ids));
  writeFingerprint(root, outDir, files, settings);
  return { outDir, files };
}

describe('the build fingerprint', () => {
  it('lists the files the build read, and is stale when one of them changes, fresh when another file does', async () => {
    const root = project();
    const { outDir, files } = await builtWithFingerprint(root);
    expect(files).toEqual(['contract', 'contract/call.js', 'entry.js']);
    expect(isCurrent(root, outDir, 's')).toBe(true);

    appendFileSync(join(root, 'contract/unrelated.js'), '// edited\n');
    appendFileSync(join(root, 'notes/unrelated.js'), '// edited\n');
    writeFileSync(join(root, 'notes/new-file.js'), 'export {};\n');
    writeFileSync(join(root, 'new-file.js'), 'export {};\n');
    expect(isCurrent(root, outDir, 's')).toBe(true);

    appendFileSync(join(root, 'contract/call.js'), '// edited\n');
    expect(isCurrent(root, outDir, 's')).toBe(false);
  });

  it('is stale when a file it read is gone, when its settings differ, and when there is no fingerprint', async () => {
    const root = project();
    const { outDir } = await builtWithFingerprint(root);
    expect(isCurrent(root, outDir, 'other settings')).toBe(false);
    rmSync(join(root, 'contract/call.js'));
    expect(isCurrent(root, outDir, 's')).toBe(false);
    expect(isCurrent(root, join(root, 'never-built'), 's')).toBe(false);
    writeFileSync(join(outDir, '.fingerprint'), 'a fingerprint of an older form');
    expect(isCurrent(root, outDir, 's')).toBe(false);
  });

  it('is stale when a new file sits beside one the build read (a glob or a copied folder may read it)', async () => {
    const root = project();
    const { outDir } = await builtWithFingerprint(root);
    writeFileSync(join(root, 'contract/0002_more.sql'), 'select 1;\n');
    expect(isCurrent(root, outDir, 's')).toBe(false);
  });

  it('keeps the project files among the module ids: no virtual module, query, package or outside file', () => {
    const root = project();
    mkdirSync(join(root, 'node_modules/react'), { recursive: true });
    writeFileSync(join(root, 'node_modules/react/index.js'), 'export {};\n');
    const ids = [
      '\0vite/preload-helper.js',
      `${join(root, 'entry.js')}?used`,
      join(root, 'node_modules/react/index.js'),
      join(tmpdir(), 'elsewhere.js'),
      join(root, 'contract/call.js'),
      join(root, 'contract/call.js'),
      'react',
    ];
    expect(sourceFiles(root, ids)).toEqual(['contract/call.js', 'entry.js']);
  });
});
