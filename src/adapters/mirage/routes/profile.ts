/** The signed-in admin's profile and photo. */
import type { AccountRecord } from '../db/records';
import { fail, notFound, ok } from '../server/answer';
import type { RouteDef } from '../server/context';
import { storedImage } from './stored-image';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Never the password hash. */
export const profileOf = (a: AccountRecord): Record<string, string> => ({
  _id: a._id,
  name: a.name,
  email: a.email,
  image: a.image,
  role: a.role,
  location: a.location,
  createdAt: a.createdAt,
});

export const profileRoutes: RouteDef[] = [
  {
    method: 'get',
    path: 'admin/profile/:id',
    access: 'admin',
    handle({ params, store, actor }) {
      const account = store.accountById(params.id ?? '');
      if (account?.kind !== 'admin') return notFound('Admin', params.id ?? '');
      if (account._id !== actor._id) return fail(403, 'You can only view your own profile.');
      return ok('Profile loaded.', { admin: profileOf(account) });
    },
  },
  {
    method: 'put',
    path: 'admin/profile/:id/image',
    access: 'admin',
    saves: true,
    async handle({ params, form, actor }) {
      if (params.id !== actor._id) return fail(403, 'You can only change your own photo.');
      const file = form?.get('image');
      if (!(file instanceof Blob) || file.size === 0) return fail(400, 'Choose an image file to upload.');
      if (!file.type.startsWith('image/'))
        return fail(400, 'Only image files (PNG, JPEG, GIF, WebP) can be uploaded.');
      if (file.size > MAX_IMAGE_BYTES) return fail(400, 'The image is too large: the limit is 2 MB.');
      actor.image = await storedImage(file);
      return ok('Profile photo updated.', { image: actor.image });
    },
  },
];
