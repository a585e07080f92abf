// The call's own module, not the contract's index: the sign-in pages load this adapter, and the index would bring
// every call's declaration with it (docs/performance.md, "Bundle budgets").
import * as accountCalls from '../../contract/calls/account';
import { callTo } from './contract-call';
import type { AdminProfiles } from '../../application/ports/admin-profiles';
import { absentForNull } from './absent-for-null';
import type { ApiClient } from './api-call';
import { NotShownAnswer } from './answers.schema';

export function createHttpAdminProfiles(api: ApiClient): AdminProfiles {
  return {
    async get(adminId, signal) {
      const { admin } = await api.send({
        ...callTo(accountCalls.getProfile, { id: adminId }),
        signal,
      });
      return absentForNull(admin);
    },
    async uploadImage(adminId, image) {
      // Multipart with the field `image`; the client leaves the content type to the browser.
      const form = new FormData();
      form.append('image', image);
      await api.send({
        ...callTo(accountCalls.putProfileImage, { id: adminId }, form),
        answer: NotShownAnswer,
      });
    },
    async changePassword({ currentPassword, newPassword }) {
      // The form says what went wrong beside what was typed, and what went right: no toast of the client's.
      await api.send({
        ...callTo(accountCalls.changePassword, {}, { currentPassword, newPassword }),
        answer: NotShownAnswer,
        notify: false,
      });
    },
  };
}
