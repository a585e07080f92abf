import { mkdtemp, rm } from 'node:fs/promises';
import { scratchRoot } from './scratch-folder';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../../scripts/server/builds.mjs';
import { makePgliteTemplates } from './pglite-templates';
import { makePostgresTemplate } from './postgres-template';

/**
 * Once per run: the server build the process tests spawn (dist-server/, a no-op when current), PGlite
 * templates (pglite-templates.ts), so no file runs initdb, and on TEST_DATABASE_URL's server a migrated
 * template database (postgres-template.ts), so no file migrates one.
 */
export default async function setup(project: TestProject) {
  await ensureServerBuild();
  const folder = await mkdtemp(join(scratchRoot(), 'loyalloop-server-tests-'));
  const pglite = await makePgliteTemplates(folder);
  project.provide('pgliteTemplates', pglite.templates);
  project.provide('pgliteFolder', pglite.folder);
  const url = process.env.TEST_DATABASE_URL ?? '';
  const template = url === '' ? null : await makePostgresTemplate(url);
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    await template?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
