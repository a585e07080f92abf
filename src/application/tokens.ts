import type {
  ActivityRepository,
  ApiKeyRepository,
  AdminAuth,
  AdminProfiles,
  BroadcastRepository,
  ClientRepository,
  Clock,
  DemoBackend,
  DialogDrafts,
  ImportMappings,
  LoadingState,
  NoticeHosts,
  Notifier,
  OverviewRepository,
  RewardRepository,
  SessionEvents,
  SessionRenewal,
  SessionStore,
  SettingsRepository,
  SignedInDevices,
  TeamRepository,
  TransactionRepository,
  VendorRegistration,
} from './ports';

/** A symbol that remembers the type of the service it names. */
export type Token<T> = symbol & { readonly __service?: T };

const token = <T>(name: string): Token<T> => Symbol.for(`loyalloop.${name}`) as Token<T>;

/** The names the UI asks the composition root for. */
export const TOKENS = {
  AdminAuth: token<AdminAuth>('AdminAuth'),
  AdminProfiles: token<AdminProfiles>('AdminProfiles'),
  Clients: token<ClientRepository>('Clients'),
  Transactions: token<TransactionRepository>('Transactions'),
  Broadcasts: token<BroadcastRepository>('Broadcasts'),
  Activity: token<ActivityRepository>('Activity'),
  Overview: token<OverviewRepository>('Overview'),
  VendorRegistration: token<VendorRegistration>('VendorRegistration'),
  SessionStore: token<SessionStore>('SessionStore'),
  Notifier: token<Notifier>('Notifier'),
  NoticeHosts: token<NoticeHosts>('NoticeHosts'),
  Clock: token<Clock>('Clock'),
  LoadingState: token<LoadingState>('LoadingState'),
  SessionEvents: token<SessionEvents>('SessionEvents'),
  SessionRenewal: token<SessionRenewal>('SessionRenewal'),
  DemoBackend: token<DemoBackend>('DemoBackend'),
  DialogDrafts: token<DialogDrafts>('DialogDrafts'),
  ImportMappings: token<ImportMappings>('ImportMappings'),
  Team: token<TeamRepository>('Team'),
  Settings: token<SettingsRepository>('Settings'),
  ApiKeys: token<ApiKeyRepository>('ApiKeys'),
  SignedInDevices: token<SignedInDevices>('SignedInDevices'),
  Rewards: token<RewardRepository>('Rewards'),
} as const;
