import { array, type } from 'superstruct';
import type { SignedInDevices } from '../../application/ports/signed-in-devices';
import type { ApiClient } from './api-call';
import { DeviceSessionSchema, NotShownAnswer } from './answers.schema';
import { pathId } from './path-segment';

const SessionsAnswer = type({ sessions: array(DeviceSessionSchema) });

/** The signed-in admin's sessions (docs/api.md, Sessions). */
export function createHttpSignedInDevices(api: ApiClient): SignedInDevices {
  return {
    list: async (signal) =>
      (await api.send({ method: 'GET', path: 'admin/sessions', answer: SessionsAnswer, signal })).sessions,
    async signOut(sessionId) {
      await api.send({
        method: 'DELETE',
        path: `admin/sessions/${pathId(sessionId)}`,
        answer: NotShownAnswer,
      });
    },
    async signOutEverywhereElse() {
      await api.send({ method: 'POST', path: 'admin/sessions/end-others', answer: NotShownAnswer });
    },
  };
}
