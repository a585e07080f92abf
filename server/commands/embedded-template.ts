/**
 * Built beside the server (dist-server/embedded-template.js); the server build runs it once, in a process of its
 * own while the console builds: the empty database a first start copies (server/db/embedded-template.ts).
 */
import { writeEmbeddedTemplate } from '../db/embedded-template';
import { EMBEDDED_TEMPLATE, MIGRATIONS_FOLDER } from '../paths';

await writeEmbeddedTemplate(EMBEDDED_TEMPLATE, MIGRATIONS_FOLDER);
