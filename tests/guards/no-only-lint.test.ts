import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the lint rule fires: `.only` in a test file is a red build, before Vitest ever runs.
const eslint = new ESLint();
// Loading the config and its plugins takes seconds on a busy machine: once, outside the cases.
beforeAll(() => eslint.calculateConfigForFile('tests/domain/example.test.ts'), 60_000);

async function onlyMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'tests/domain/example.test.ts' });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

describe('the lint rule against .only', () => {
  it.each(['it', 'test', 'describe'])('refuses %s.only', async (name) => {
    const code = `import { ${name} } from 'vitest';\n${name}.only('x', () => undefined);\n`;
    expect(await onlyMessages(code)).toEqual([expect.stringContaining('`.only`')]);
  });

  it('lets plain, skipped and conditional cases through', async () => {
    const code =
      "import { describe, it } from 'vitest';\n" +
      "it('a', () => undefined);\nit.skip('b', () => undefined);\n" +
      "describe.skipIf(true)('c', () => undefined);\n";
    expect(await onlyMessages(code)).toEqual([]);
  });
});
