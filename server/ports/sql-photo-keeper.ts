/**
 * Profile photos as rows of the uploads table, written in the core's transaction: the new photo, the profile
 * pointing at it and the removal of the one it replaces commit together.
 */
import type { BackendClock, Generator, PhotoKeeper } from '../../src/backend/ports';
import { sqlOf } from '../store/sql-store';
import { deleteUpload, insertUpload } from '../store/uploads';
import { uploadIdOf, uploadUrl } from '../uploads/upload-url';

export function sqlPhotoKeeper(generate: Generator, clock: BackendClock): PhotoKeeper {
  return {
    async keep(image, tx, previous) {
      const sql = sqlOf(tx);
      const id = generate.token();
      const createdAt = new Date(clock.now()).toISOString();
      await insertUpload(sql, { id, mime: image.mime, bytes: image.bytes, createdAt });
      const replaced = uploadIdOf(previous);
      if (replaced !== null) await deleteUpload(sql, replaced);
      return uploadUrl(id);
    },
  };
}
