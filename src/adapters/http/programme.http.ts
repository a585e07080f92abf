import { API } from '../../contract';
import { callTo } from './contract-call';
import type { ProgrammeRepository } from '../../application/ports/programme-repository';
import type { ApiClient } from './api-call';

/** GET/PUT admin/programme and a client's next expiry (docs/api.md, The programme). */
export function createHttpProgramme(api: ApiClient): ProgrammeRepository {
  return {
    get: async (signal) => (await api.send({ ...callTo(API.getProgramme), signal })).programme,
    save: async (programme) => (await api.send(callTo(API.putProgramme, {}, programme))).programme,
    nextExpiry: async (clientId, signal) =>
      (await api.send({ ...callTo(API.clientExpiry, { id: clientId }), signal })).nextExpiry,
  };
}
