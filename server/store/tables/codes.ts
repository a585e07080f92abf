import { codes, oneTimeTokens } from '../../db/schema';

/** Selects a CodeRecord as it is. */
export const codeColumns = {
  accountId: codes.accountId,
  purpose: codes.purpose,
  code: codes.code,
  expiresAt: codes.expiresAt,
  wrong: codes.wrong,
};

/** Selects a OneTimeTokenRecord as it is. */
export const oneTimeTokenColumns = {
  token: oneTimeTokens.token,
  kind: oneTimeTokens.kind,
  accountId: oneTimeTokens.accountId,
  expiresAt: oneTimeTokens.expiresAt,
};
