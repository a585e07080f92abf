import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Profile photos, served at /api/uploads/<id> without a token: the id is unguessable. */
export const uploads = pgTable('uploads', {
  id: codeUnitText('id').primaryKey(),
  /** Recognised by the core from the content (PNG, JPEG or WebP). */
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: isoTimestamp('created_at').notNull(),
});
