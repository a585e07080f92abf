/** The entities of SPEC §3, as the application sees them after decoding. */

export type Location = 'Mississauga' | 'Oakville';
export type BlockStatus = 'Active' | 'Blocked';
/** `add` means points added; any other value means a redeem (SPEC §3). */
export type TransactionType = 'add' | 'redeem';
export type Country = 'Canada' | 'USA' | 'India' | 'Ireland' | 'UK';
export type Theme = 'light' | 'dark';

export interface AdminProfile {
  _id: string;
  name: string;
  email: string;
  image?: string;
  role: string;
  location: string;
  createdAt: string;
}

export interface StatusLogEntry {
  blockStatus: BlockStatus;
  reason: string;
  createdAt: string;
}

export interface Client {
  userId: string;
  name: string;
  email: string;
  joinDate: string;
  points: number;
  location: string;
  blockStatus: BlockStatus;
  reason?: string;
  notes?: string;
  /** Newest first; the first entry's time is shown beside the reason. */
  statusLog?: StatusLogEntry[];
}

export interface Transaction {
  transactionId: string;
  clientId: string;
  clientName: string;
  transactionDate: string;
  totalPoints: number;
  transactionPoints: number;
  type: string;
  reasonOrService: string;
  adminUserId: string;
  location: string;
}

export interface Broadcast {
  _id: string;
  broadcastId: string;
  bcDateTime: string;
  opened: number;
  createdBy: string;
  description: string;
}

export interface BroadcastPage {
  broadcasts: Broadcast[];
  /** How many broadcasts match the filters. */
  total: number;
  /** How many broadcasts exist at all, unfiltered. */
  totalCount: number;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  adminId: string;
}

export interface VendorRegistrationData {
  name: string;
  email: string;
  /** The selected country. */
  location: Country;
}
