/** The signed-in admin's profile and photo. */
import { API } from '../../contract';
import { IMAGE_MESSAGES, imageProblem, sniffImageType } from '../../domain/image';
import { notFound, ok, refuse } from '../answers';
import { adminWire } from '../wire-shapes';
import { readSingleFile } from '../input/body';
import { isPlausibleId } from '../input/text';
import { adminRoute, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';

const getProfile = adminRoute(API.getProfile, async ({ ports, request, actor }) => {
  const id = request.params.id ?? '';
  const account = isPlausibleId(id) ? await ports.store.accountById(id) : null;
  if (account?.kind !== 'admin') return notFound('Admin', id);
  if (account._id !== actor._id) return refuse(403, 'You can only view your own profile.');
  return ok(API.getProfile, 'Profile loaded.', { admin: adminWire(account) });
});

/** The image is judged by its bytes (domain/image.ts), then kept by the host's photo keeper. */
const putImage = adminRoute(API.putProfileImage, async ({ ports, request, now, actor }) => {
  if (request.params.id !== actor._id) return refuse(403, 'You can only change your own photo.');
  const file = readSingleFile(request.body, 'image', IMAGE_MESSAGES.missing);
  if (!file.ok) return refuse(400, file.message);
  const { bytes } = file.value;
  const mime = sniffImageType(bytes);
  const problem = imageProblem(bytes);
  if (problem !== undefined || mime === null) return refuse(400, problem ?? IMAGE_MESSAGES.notImage);
  return ports.store.transaction(async (tx) => {
    const current = (await tx.accountById(actor._id)) ?? actor;
    const image = await ports.photos.keep({ bytes, mime }, tx, current.image);
    await tx.updateAccount(actor._id, { image });
    await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'profile.photo'));
    return ok(API.putProfileImage, 'Profile photo updated.', { image });
  });
});

export const profileRoutes: CoreRoute[] = [getProfile, putImage];
