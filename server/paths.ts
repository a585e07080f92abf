/**
 * Where the server finds its files. Written relative to this module, which works both from the sources
 * (server/paths.ts) and from the build (dist-server/main.js, with the migrations copied beside it).
 */
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./db/migrations', import.meta.url));
/**
 * An empty embedded database, migrated, as a tarball: made by the server build (commands/embedded-template.ts),
 * absent when running from the sources, where a first start runs initdb instead.
 */
export const EMBEDDED_TEMPLATE = fileURLToPath(new URL('./db/embedded-template.tar', import.meta.url));
/** The console built in http mode (`npm start` builds it; `npm run serve` expects it). */
export const STATIC_FOLDER = fileURLToPath(new URL('../dist-http', import.meta.url));
