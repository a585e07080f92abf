import { API } from '../../contract';
import { callTo } from './contract-call';
import type { SettingsRepository } from '../../application/ports/settings-repository';
import type { ApiClient } from './api-call';

/** GET and PUT admin/settings (docs/api.md, "The business's settings"). */
export function createHttpSettings(api: ApiClient): SettingsRepository {
  return {
    load: async (signal) => {
      const { timeZone } = await api.send({ ...callTo(API.getSettings), signal });
      return { timeZone };
    },
    saveTimeZone: async (timeZone) => {
      const answer = await api.send(callTo(API.putSettings, {}, { timeZone }));
      return { timeZone: answer.timeZone };
    },
  };
}
