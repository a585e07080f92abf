/** The whole schema: one file per table (drizzle-kit reads this folder to generate the migrations). */
export * from './accounts';
export * from './activity';
export * from './broadcasts';
export * from './client-status-log';
export * from './clients';
export * from './clients-last-seen';
export * from './clients-totals';
export * from './codes';
export * from './idempotency-keys';
export * from './one-time-tokens';
export * from './points-daily';
export * from './rate-limit-counters';
export * from './sequences';
export * from './sessions';
export * from './setup-tokens';
export * from './transactions';
export * from './uploads';
