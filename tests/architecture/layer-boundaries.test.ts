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
    ['src/backend/bad.ts', "import { createServer } from 'miragejs';\nexport const x = createServer;\n"],
    ['src/backend/bad.ts', "import Fastify from 'fastify';\nexport const x = Fastify;\n"],
    ['src/backend/bad.ts', "import { drizzle } from 'drizzle-orm/pglite';\nexport const x = drizzle;\n"],
    ['src/backend/bad.ts', "import { Pool } from 'pg';\nexport const x = Pool;\n"],
    ['src/backend/bad.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['src/backend/bad.ts', "import { randomInt } from 'node:crypto';\nexport const x = randomInt;\n"],
    ['src/backend/bad.ts', "import { TOKENS } from '../application/tokens';\nexport const x = TOKENS;\n"],
    [
      'server/http/bad.ts',
      "import { createContainer } from '../../src/adapters/container';\nexport const x = createContainer;\n",
    ],
    [
      'server/bad.ts',
      "import { startDemoServer } from '../src/adapters/mirage';\nexport const x = startDemoServer;\n",
    ],
    // SQL only in the store's table modules and the database's folder.
    ['server/http/routes/bad.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"],
    ['server/bad.ts', "import { sessions } from './db/schema';\nexport const x = sessions;\n"],
    ['server/ports/bad.ts', "import { uploads } from '../db/schema/uploads';\nexport const x = uploads;\n"],
    ['server/http/bad.ts', "import { Pool } from 'pg';\nexport const x = Pool;\n"],
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
    [
      'src/backend/good.ts',
      "import { LOCATIONS } from '../domain/constants';\nimport type { BackendPorts } from './ports';\nexport const x = (p: BackendPorts) => [p, LOCATIONS];\n",
    ],
    [
      'server/http/good.ts',
      "import Fastify from 'fastify';\nimport type { Backend } from '../../src/backend/backend';\nimport { LOCATIONS } from '../../src/domain/constants';\nexport const x = (b: Backend) => [Fastify, b, LOCATIONS];\n",
    ],
    [
      'server/store/good.ts',
      "import { eq } from 'drizzle-orm';\nimport { uploads } from '../db/schema';\nexport const x = [eq, uploads];\n",
    ],
    ['server/db/good.ts', "import { sql } from 'drizzle-orm';\nexport const x = sql;\n"],
    [
      'server/http/good.ts',
      "import type { Sql } from '../db/database';\nimport { uploadById } from '../store/uploads';\nexport const x = (s: Sql) => uploadById(s, '');\n",
    ],
  ])('%s allows its own dependencies', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).toEqual([]);
  });
});

describe.each(['src/backend', 'src/domain'])('%s runs in both hosts, on the time it is given', (folder) => {
  async function messages(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${folder}/bad.ts` });
    return (result?.messages ?? []).map((m) => m.ruleId ?? '');
  }

  it.each([
    ['a browser global', 'export const x = () => localStorage.getItem("k");\n'],
    ['a Node global', 'export const x = () => process.env.X;\n'],
    ['the wall clock', 'export const x = () => Date.now();\n'],
    ['the wall clock, as a new Date', 'export const x = () => new Date();\n'],
    [
      "the wall clock, as luxon's now",
      "import { DateTime } from 'luxon';\nexport const x = () => DateTime.now();\n",
    ],
    ['an unseeded random number', 'export const x = () => Math.random();\n'],
    ['a random id', 'export const x = () => crypto.randomUUID();\n'],
  ])('refuses %s', async (_what, code) => {
    expect(await messages(code)).not.toEqual([]);
  });

  it('accepts a date built from a clock reading', async () => {
    expect(await messages('export const x = (ms: number) => new Date(ms).toISOString();\n')).toEqual([]);
  });
});
