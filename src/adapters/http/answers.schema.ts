// The answers' schemas are the contract's (src/contract/shapes.ts): described once, for the app and the document.
export {
  AttemptAnswer,
  AdminProfileSchema,
  BroadcastSchema,
  ClientSchema,
  CodeStepAnswer,
  DeviceSessionSchema,
  EmailAnswer,
  NotShownAnswer,
  ResetTokenAnswer,
  TeamMemberSchema,
  TokensAnswer,
  TransactionSchema,
} from '../../contract/shapes';
