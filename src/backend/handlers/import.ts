/**
 * Importing a client file (docs/api.md, "Importing clients"): `?dryRun=true` judges every row and writes nothing;
 * otherwise every valid row is enrolled in one transaction, so a failure midway leaves no client of the file.
 * `mapping` maps the file's columns to fields and `update=true` updates the clients a row matches
 * (docs/product.md §10.25).
 */
import { API } from '../../contract';
import { clientsCounted, IMPORT_MESSAGES } from '../../domain/client-import';
import { parseMapping } from '../../domain/import-mapping';
import { ok, RefusedAfterWrites, refuse } from '../answers';
import { importReportWire } from '../wire-shapes';
import { adminRoute, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { runImport, type ImportTally } from '../rules/import-run';
import { businessZone } from '../rules/business-zone';

const count = (n: number): string => n.toLocaleString('en-US');
const summary = (report: ImportTally): string =>
  `${clientsCounted(report.added)} added, ${report.updated > 0 ? `${count(report.updated)} updated, ` : ''}${count(report.skipped)} skipped, ${count(report.refusedCount)} refused`;

// Super Admins only (docs/api.md, Roles): the route's declaration says so.
const importClients = adminRoute(API.importClients, async ({ ports, request, now, actor }) => {
  const body = request.body;
  if (body.kind !== 'table') return refuse(400, IMPORT_MESSAGES.noFile);
  const dryRun = request.query('dryRun') === 'true';
  const mapping = parseMapping(request.query('mapping'));
  if (!mapping.ok) return refuse(400, mapping.message);
  const update = request.query('update') === 'true';
  // A file refused midway is thrown out, so that nothing of it is kept (RefusedAfterWrites).
  return ports.store.transaction(async (tx) => {
    const outcome = await runImport(
      {
        tx,
        admin: actor,
        now,
        zone: await businessZone(tx),
        write: !dryRun,
        mapping: mapping.mapping,
        update,
        defaultLocation: actor.location,
        ip: request.ip,
        ...(request.progress ? { onRows: request.progress } : {}),
      },
      body.rows,
    );
    if (!outcome.ok) throw new RefusedAfterWrites(refuse(outcome.status ?? 400, outcome.message));
    const { report } = outcome;
    const answer = { import: importReportWire({ fileName: body.fileName, dryRun, ...report }) };
    if (dryRun) return ok(API.importClients, `Dry run of ${body.fileName}: ${summary(report)}.`, answer);
    const details = { after: `${body.fileName}: ${summary(report)}` };
    await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'clients.imported', details));
    return ok(API.importClients, `${body.fileName}: ${summary(report)}.`, answer);
  });
});

export const importRoutes: CoreRoute[] = [importClients];
