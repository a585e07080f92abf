/**
 * What some answer fields mean, for the OpenAPI document only (json-schema.ts): kept out of the structs so the
 * app's build, which decodes answers with them, does not carry the document's prose (docs/performance.md,
 * "Bundle budgets"), as summaries.ts does for the calls. Keyed by the object struct and then its field's name;
 * a field the struct does not have is a type error.
 */
import type { Struct } from 'superstruct';
import { IMPORT_REFUSALS_LISTED } from '../domain/constants';
import { API } from './index';
import {
  AttemptAnswer,
  ClientSchema,
  CodeStepAnswer,
  ImportProgressLine,
  ImportReportSchema,
  Refusal,
  TransactionSchema,
} from './shapes';

type Meanings = Readonly<Partial<Record<string, string>>>;

const EVERY_MATCH = 'Every match, when a page was asked for.';
const LISTED = IMPORT_REFUSALS_LISTED.toLocaleString('en-US');

const meanings = <T extends object, S>(
  struct: Struct<T, S>,
  said: { readonly [Field in keyof T & string]?: string },
): [object, Meanings] => [struct, said];

export const FIELD_MEANINGS: ReadonlyMap<object, Meanings> = new Map([
  meanings(Refusal, {
    message: 'Why the call was refused.',
    reason:
      'Absent unless a client must act on it: account-deactivated (a refresh or sign-in of a deactivated admin; signing in again will not help).',
  }),
  meanings(CodeStepAnswer, {
    adminId: 'The id the code step names (for an unknown email, an id that names no account).',
    attemptId: 'Sent back with the code: a code without it is refused unjudged (docs/security.md).',
  }),
  meanings(AttemptAnswer, { attemptId: 'The new code step attemptId, sent back with the code.' }),
  meanings(ClientSchema, { reason: 'The reason of the latest block or unblock.' }),
  meanings(TransactionSchema, {
    type: 'add, or redeem',
    reasonOrService: "An addition's pointsReason, or a redemption's serviceName.",
    apiKeyId:
      'The API key that booked the entry (an add or a redeem), by its id; null when an admin booked it. adminName is then "API key " and the key\'s name as it was.',
  }),
  meanings(API.listClients.answer.schema, { total: EVERY_MATCH }),
  meanings(API.listTransactions.answer.schema, { total: EVERY_MATCH }),
  meanings(API.putProfileImage.answer.schema, { image: 'Where the photo is served.' }),
  meanings(ImportReportSchema, {
    skippedRows: `The first ${LISTED} rows left out because their email is already a client's: the file's line, its email, the client's id.`,
    refused: `The first ${LISTED} refused rows: the file's line (blank lines count; the header is 1), column and why.`,
  }),
  meanings(ImportProgressLine, {
    rows: 'Rows of the file handled so far: judged, and written unless a dry run.',
  }),
]);
