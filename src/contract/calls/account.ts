/** The signed-in admin's own sessions and profile (docs/api.md, Sessions). */
import { answers, jsonBody, NO_BODY, type Call } from '../call';
import { AdminProfileSchema, DeviceSessionSchema, NotShownAnswer } from '../shapes';
import { PASSWORD_MAX } from '../../domain/constants';
import { body } from '../fields';
import { CHOSEN_PASSWORD } from './bodies';
import { fields, listOf, text } from '../schema';

export const listSessions = {
  name: 'listSessions',
  verb: 'GET',
  path: 'admin/sessions',
  caller: 'session',
  request: NO_BODY,
  answer: answers(fields({ sessions: listOf(DeviceSessionSchema) })),
} as const satisfies Call;

export const endSession = {
  name: 'endSession',
  verb: 'DELETE',
  path: 'admin/sessions/:id',
  caller: 'session',
  request: NO_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const endOtherSessions = {
  name: 'endOtherSessions',
  verb: 'POST',
  path: 'admin/sessions/end-others',
  caller: 'session',
  request: NO_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;

/** The body's fields (currentPassword, newPassword) are declared by the core's handler (handlers/password-change.ts). */
export const changePassword = {
  name: 'changePassword',
  verb: 'POST',
  path: 'admin/change-password',
  caller: 'session',
  // It checks the current password: guessing at it is counted like any other password guess.
  limit: 'guessing',
  request: jsonBody({
    currentPassword: body.text(PASSWORD_MAX, { exact: true, secret: true }),
    newPassword: CHOSEN_PASSWORD,
  }),
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const getProfile = {
  name: 'getProfile',
  verb: 'GET',
  path: 'admin/profile/:id',
  caller: 'session',
  request: NO_BODY,
  answer: answers(fields({ admin: AdminProfileSchema })),
} as const satisfies Call;

export const putProfileImage = {
  name: 'putProfileImage',
  verb: 'PUT',
  path: 'admin/profile/:id/image',
  caller: 'session',
  request: {
    kind: 'file',
    field: 'image',
    mediaTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
  answer: answers(fields({ image: text() })),
} as const satisfies Call;
