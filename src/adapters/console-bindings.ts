import type { BindToFluentSyntax, ServiceIdentifier } from 'inversify';
import { TOKENS, type Token } from '../application/tokens';
import { createLocalImportMappings } from './browser/local-import-mappings';
import type { ApiClient } from './http/api-call';
import { createHttpActivity } from './http/activity.http';
import { createHttpApiKeys } from './http/api-keys.http';
import { createHttpBroadcasts } from './http/broadcasts.http';
import { createHttpClients } from './http/clients.http';
import { createHttpLocations } from './http/locations.http';
import { createHttpOverview } from './http/overview.http';
import { createHttpProgramme } from './http/programme.http';
import { createHttpRewards } from './http/rewards.http';
import { createHttpSettings } from './http/settings.http';
import { createHttpSignedInDevices } from './http/signed-in-devices.http';
import { createHttpTeam } from './http/team.http';
import { createHttpTransactions } from './http/transactions.http';

/** The container's bind, as the composition root hands it over. */
export type Bind = <T>(token: Token<T> | ServiceIdentifier<T>) => BindToFluentSyntax<T>;

/**
 * The console's repositories: the composition root's second part, its own chunk, bound on the console's first
 * page (docs/performance.md, "Bundle budgets"). The sign-in pages never ask for these, so they never download
 * their adapters, answer structs or the contract's declarations of their calls.
 */
export function bindConsoleRepositories(bind: Bind, api: ServiceIdentifier<ApiClient>): void {
  bind(TOKENS.ImportMappings).toDynamicValue(() => createLocalImportMappings());
  bind(TOKENS.Team).toResolvedValue(createHttpTeam, [api]);
  bind(TOKENS.Rewards).toResolvedValue(createHttpRewards, [api]);
  bind(TOKENS.Locations).toResolvedValue(createHttpLocations, [api]);
  bind(TOKENS.Settings).toResolvedValue(createHttpSettings, [api]);
  bind(TOKENS.ApiKeys).toResolvedValue(createHttpApiKeys, [api]);
  bind(TOKENS.SignedInDevices).toResolvedValue(createHttpSignedInDevices, [api]);
  bind(TOKENS.Clients).toResolvedValue(createHttpClients, [api]);
  bind(TOKENS.Transactions).toResolvedValue(createHttpTransactions, [api]);
  bind(TOKENS.Broadcasts).toResolvedValue(createHttpBroadcasts, [api]);
  bind(TOKENS.Activity).toResolvedValue(createHttpActivity, [api]);
  bind(TOKENS.Overview).toResolvedValue(createHttpOverview, [api]);
  bind(TOKENS.Programme).toResolvedValue(createHttpProgramme, [api]);
}
