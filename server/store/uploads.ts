/** The uploads table: profile photos as rows, served by GET /uploads/:id and kept by the photo keeper. */
import { eq } from 'drizzle-orm';
import type { Sql } from '../db/database';
import { uploads } from '../db/schema';

export type Upload = { mime: string; bytes: Uint8Array };

/** The photo stored at `id`, or null. */
export async function uploadById(sql: Sql, id: string): Promise<Upload | null> {
  const [upload] = await sql
    .select({ mime: uploads.mime, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id));
  return upload ?? null;
}

export async function insertUpload(
  sql: Sql,
  upload: Upload & { id: string; createdAt: string },
): Promise<void> {
  await sql.insert(uploads).values(upload);
}

export async function deleteUpload(sql: Sql, id: string): Promise<void> {
  await sql.delete(uploads).where(eq(uploads.id, id));
}
