/**
 * Each record as the wire shows it, by one mapper per record, tied to the contract's schema (src/contract/
 * shapes.ts): a mapper copies exactly the fields the schema declares, so a store's row never leaks a column the
 * contract does not name, and its type is the schema's (a field renamed there is a type error here).
 */
import { mapperOf } from '../contract/schema';
import {
  ActivityEntrySchema,
  AdminProfileSchema,
  BroadcastDeliverySchema,
  BroadcastSchema,
  ClientSchema,
  DeviceSessionSchema,
  ImportReportSchema,
  LocationSchema,
  NextExpirySchema,
  OverviewSchema,
  ProgrammeSchema,
  RewardSchema,
  TeamMemberSchema,
  TransactionSchema,
} from '../contract/shapes';

export const clientWire = mapperOf(ClientSchema);
export const transactionWire = mapperOf(TransactionSchema);
export const broadcastWire = mapperOf(BroadcastSchema);
export const adminWire = mapperOf(AdminProfileSchema);
export const teamMemberWire = mapperOf(TeamMemberSchema);
export const deviceSessionWire = mapperOf(DeviceSessionSchema);
export const activityEntryWire = mapperOf(ActivityEntrySchema);
export const importReportWire = mapperOf(ImportReportSchema);
export const overviewWire = mapperOf(OverviewSchema);
export const rewardWire = mapperOf(RewardSchema);
export const broadcastDeliveryWire = mapperOf(BroadcastDeliverySchema);
export const locationWire = mapperOf(LocationSchema);
export const programmeWire = mapperOf(ProgrammeSchema);
export const nextExpiryWire = mapperOf(NextExpirySchema);
