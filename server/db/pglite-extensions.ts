/** The PostgreSQL extensions the schema uses, loaded into every PGlite (migration 0008: pg_trgm for search). */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
