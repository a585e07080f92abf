import { API } from '../../contract';
import { callTo } from './contract-call';
import type { SignedInDevices } from '../../application/ports/signed-in-devices';
import type { ApiClient } from './api-call';
import { NotShownAnswer } from './answers.schema';

/** The signed-in admin's sessions (docs/api.md, Sessions). */
export function createHttpSignedInDevices(api: ApiClient): SignedInDevices {
  return {
    list: async (signal) => (await api.send({ ...callTo(API.listSessions), signal })).sessions,
    async signOut(sessionId) {
      await api.send({
        ...callTo(API.endSession, { id: sessionId }),
        answer: NotShownAnswer,
      });
    },
    async signOutEverywhereElse() {
      await api.send({ ...callTo(API.endOtherSessions), answer: NotShownAnswer });
    },
  };
}
