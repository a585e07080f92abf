import { type } from 'superstruct';
import type { AdminProfiles } from '../../application/ports/admin-profiles';
import { absentForNull } from './absent-for-null';
import type { ApiClient } from './api-call';
import { AdminProfileSchema, NotShownAnswer } from './answers.schema';
import { pathId } from './path-segment';

const ProfileAnswer = type({ admin: AdminProfileSchema });

export function createHttpAdminProfiles(api: ApiClient): AdminProfiles {
  return {
    async get(adminId, signal) {
      const { admin } = await api.send({
        method: 'GET',
        path: `admin/profile/${pathId(adminId)}`,
        answer: ProfileAnswer,
        signal,
      });
      return absentForNull(admin);
    },
    async uploadImage(adminId, image) {
      // Multipart with the field `image`; the client leaves the content type to the browser.
      const form = new FormData();
      form.append('image', image);
      await api.send({
        method: 'PUT',
        path: `admin/profile/${pathId(adminId)}/image`,
        payload: form,
        answer: NotShownAnswer,
      });
    },
  };
}
