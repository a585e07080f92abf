import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  type Struct,
} from 'superstruct';

// `type()` everywhere: a field the server adds later must not break the app (docs/product.md §7 answers).

/** An optional field of docs/product.md §3: absent, or null as a real server may send it (absent-for-null.ts drops it). */
const maybe = <T>(struct: Struct<T, unknown>) => optional(nullable(struct));

/** Answers §7 calls "not shown": any object, its type and message optional, or an empty body. */
export const NotShownAnswer = union([
  type({ type: optional(string()), message: optional(string()) }),
  literal(null),
]);

export const AdminIdAnswer = type({ adminId: string() });

export const TokensAnswer = type({ accessToken: string(), refreshToken: string(), adminId: string() });

export const ResetTokenAnswer = type({ resetToken: string() });

export const EmailAnswer = type({ email: string() });

export const TeamMemberSchema = type({
  _id: string(),
  name: string(),
  email: string(),
  role: string(),
  location: string(),
  active: boolean(),
  invited: boolean(),
  lastSignInAt: nullable(string()),
  createdAt: string(),
});

export const DeviceSessionSchema = type({
  id: string(),
  userAgent: string(),
  ip: nullable(string()),
  createdAt: string(),
  lastUsedAt: string(),
  current: boolean(),
});

export const AdminProfileSchema = type({
  _id: string(),
  name: string(),
  email: string(),
  image: maybe(string()),
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
  reason: maybe(string()),
  notes: maybe(string()),
  statusLog: maybe(array(type({ blockStatus: BlockStatusSchema, reason: string(), createdAt: string() }))),
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
  // docs/api.md, "Extensions": the acting admin's name at the time; rows written before it have none.
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
