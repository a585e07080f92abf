import { array, enums, literal, nullable, number, optional, string, type, union } from 'superstruct';

// `type()` everywhere: a field the server adds later must not break the app (SPEC §7 answers).

/** Answers §7 calls "not shown": any object, its type and message optional, or an empty body. */
export const NotShownAnswer = union([
  type({ type: optional(string()), message: optional(string()) }),
  literal(null),
]);

export const AdminIdAnswer = type({ adminId: string() });

export const TokensAnswer = type({ accessToken: string(), refreshToken: string(), adminId: string() });

export const ResetTokenAnswer = type({ resetToken: string() });

export const AdminProfileSchema = type({
  _id: string(),
  name: string(),
  email: string(),
  image: optional(string()),
  role: string(),
  location: string(),
  createdAt: string(),
});

const BlockStatusSchema = enums(['Active', 'Blocked'] as const);

export const ClientSchema = type({
  userId: string(),
  name: string(),
  email: string(),
  joinDate: string(),
  points: number(),
  location: string(),
  blockStatus: BlockStatusSchema,
  reason: optional(string()),
  notes: optional(string()),
  statusLog: optional(array(type({ blockStatus: BlockStatusSchema, reason: string(), createdAt: string() }))),
});

export const TransactionSchema = type({
  transactionId: string(),
  clientId: string(),
  clientName: string(),
  transactionDate: string(),
  totalPoints: number(),
  transactionPoints: number(),
  type: string(),
  reasonOrService: string(),
  adminUserId: string(),
  // README, API extensions: the acting admin's name at the time; rows written before it have none.
  adminName: optional(nullable(string())),
  location: string(),
});

export const BroadcastSchema = type({
  _id: string(),
  broadcastId: string(),
  bcDateTime: string(),
  opened: number(),
  createdBy: string(),
  description: string(),
});
