/**
 * The contract: every call of the API written once (docs/api.md). The app's HTTP repositories, the backend
 * core's route table, the server's routes and rate limits, the demo's Mirage routes and the OpenAPI document
 * read it; no other file spells an API path (tests/guards/api-paths.test.ts).
 */
import * as account from './calls/account.all';
import * as apiKeys from './calls/api-keys';
import * as activity from './calls/activity';
import * as broadcastMail from './calls/broadcast-mail.all';
import * as broadcasts from './calls/broadcasts';
import * as clients from './calls/clients';
import * as host from './calls/host';
import * as locations from './calls/locations';
import * as points from './calls/points';
import * as rewards from './calls/rewards';
import * as programme from './calls/programme';
import * as settings from './calls/settings';
import * as signIn from './calls/sign-in.all';
import * as team from './calls/team';
import * as vendor from './calls/vendor.all';
import type { Call } from './call';

export * from './call';

export { API_BASE } from './base';

/** Every call by name. */
export const API = {
  ...signIn,
  ...vendor,
  ...account,
  ...team,
  ...locations,
  ...apiKeys,
  ...clients,
  ...points,
  ...rewards,
  ...programme,
  ...broadcasts,
  ...broadcastMail,
  ...activity,
  ...settings,
  ...host,
} as const;

/** The calls the backend core answers (both hosts); the Node server answers HOST_CALLS itself. */
export const HOST_CALLS: readonly Call[] = Object.values(host);
export const CALLS: readonly Call[] = Object.values(API);
