/** Id formats: readable sequence ids for what people type and search, Mongo-looking ids elsewhere. */
import type { SequenceIdFormat } from './ports';

/** A sequence id: the prefix, then the number (plus the offset) padded with zeros to at least `digits`. */
export const sequenceId = (format: SequenceIdFormat, sequence: number): string =>
  `${format.prefix}${String(sequence + (format.offset ?? 0)).padStart(format.digits, '0')}`;
export const TRANSACTION_ID: SequenceIdFormat = { prefix: 'TX', digits: 7 };
export const transactionIdFor = (sequence: number): string => sequenceId(TRANSACTION_ID, sequence);
export const broadcastIdFor = (sequence: number): string => `BC${String(sequence).padStart(5, '0')}`;
export const BROADCAST_OBJECT_ID_PREFIX = 'b0adca57';

/** A 24-hex id like the real API's. */
export const objectIdFor = (prefix: string, sequence: number): string =>
  `${prefix}${sequence.toString(16).padStart(24 - prefix.length, '0')}`;
/** LL100001, LL100002…: the seed's clients are numbers 1…N of the same sequence, so new ones follow them. */
export const CLIENT_ID: SequenceIdFormat = { prefix: 'LL', digits: 0, offset: 100000 };
export const clientIdFor = (sequence: number): string => sequenceId(CLIENT_ID, sequence);
