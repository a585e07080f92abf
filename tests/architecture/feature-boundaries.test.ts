import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';

// Proves the UI's feature rule fires: a feature imports shared code and the session, never another feature.
const eslint = new ESLint();

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('feature boundaries in src/ui', () => {
  const features = readdirSync('src/ui/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('holds every feature folder, each against every other', async () => {
    expect(features.length).toBeGreaterThanOrEqual(8);
    for (const feature of features)
      for (const other of features.filter((name) => name !== feature))
        expect(
          await restrictedImportMessages(`src/ui/features/${feature}/Bad.tsx`, importing(`../${other}/x`)),
          `${feature} → ${other}`,
        ).not.toEqual([]);
  }, 30_000); // one ESLint run per pair of features: it grows with every feature folder

  it.each([
    ['src/ui/features/points/Bad.tsx', '../clients/ClientsPage', 'another feature'],
    ['src/ui/features/points/columns/bad.tsx', '../../broadcasts/paths', 'another feature, from deeper'],
    ['src/ui/features/sign-in/Bad.tsx', '../vendor-sign-up/RegisterForm', 'another auth feature'],
    ['src/ui/features/profile/Bad.tsx', '../../features/clients/x', 'a feature through features/'],
    ['src/ui/features/clients/Bad.tsx', '../../app/routes/route-table', 'the app shell'],
    [
      'src/ui/features/clients/Bad.tsx',
      '../../../adapters/container',
      'an adapter (the layer rule still holds)',
    ],
    ['src/ui/shared/hooks/bad.ts', '../../features/clients/ClientsPage', 'shared → a feature'],
    ['src/ui/shared/hooks/bad.ts', '../../session/session-hooks', 'shared → the session'],
    ['src/ui/shared/hooks/bad.ts', '../../app/App', 'shared → the app shell'],
    ['src/ui/session/bad.ts', '../features/profile/ProfilePage', 'the session → a feature'],
    ['src/ui/session/bad.ts', '../app/console-shell/Sidebar', 'the session → the app shell'],
  ])('%s may not import %s (%s)', async (filePath, specifier) => {
    expect(await restrictedImportMessages(filePath, importing(specifier))).not.toEqual([]);
  });

  it.each([
    ['src/ui/features/points/Good.tsx', '../../shared/list/useList'],
    ['src/ui/features/points/Good.tsx', '../../session/session-hooks'],
    ['src/ui/features/points/Good.tsx', './points-columns'],
    ['src/ui/features/points/Good.tsx', '../../../domain/points'],
    ['src/ui/features/clients/Good.tsx', '../../../application/tokens'],
    ['src/ui/shared/forms/Good.tsx', '../../../domain/session'],
    ['src/ui/session/Good.tsx', '../shared/hooks/useService'],
    ['src/ui/app/routes/Good.tsx', '../../features/clients/ClientsPage'],
  ])('%s may import %s', async (filePath, specifier) => {
    expect(await restrictedImportMessages(filePath, importing(specifier))).toEqual([]);
  });
});
