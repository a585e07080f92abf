import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the layer rule fires: each case is a wrong import placed in a layer's folder.
const eslint = new ESLint();

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer boundaries', () => {
  it.each([
    ['src/domain/bad.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['src/domain/bad.ts', "import { createMachine } from 'xstate';\nexport const x = createMachine;\n"],
    ['src/domain/bad.ts', "import { TOKENS } from '../application/tokens';\nexport const x = TOKENS;\n"],
    ['src/application/bad.ts', "import { DateTime } from 'luxon';\nexport const x = DateTime;\n"],
    [
      'src/application/bad.ts',
      "import { createContainer } from '../adapters/container';\nexport const x = createContainer;\n",
    ],
    [
      'src/ui/pages/Bad.tsx',
      "import { createContainer } from '../../adapters/container';\nexport const x = createContainer;\n",
    ],
    ['src/ui/pages/Bad.tsx', "import { createServer } from 'miragejs';\nexport const x = createServer;\n"],
    ['src/adapters/http/bad.ts', "import { App } from '../../ui/app/App';\nexport const x = App;\n"],
  ])('%s refuses: %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'src/domain/good.ts',
      "import { DateTime } from 'luxon';\nimport { PAGE_SIZE } from './constants';\nexport const x = [DateTime, PAGE_SIZE];\n",
    ],
    [
      'src/application/good.ts',
      "import { setup } from 'xstate';\nimport { PAGE_SIZE } from '../domain/constants';\nexport const x = [setup, PAGE_SIZE];\n",
    ],
    [
      'src/ui/pages/Good.tsx',
      "import { TOKENS } from '../../application/tokens';\nexport const x = TOKENS;\n",
    ],
  ])('%s allows its own dependencies', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).toEqual([]);
  });
});
