/** Broadcast messages to every client: the list, one, send and resend. */
import { JSON_BODY, answers, NO_BODY, type Call } from '../call';
import { BroadcastDeliverySchema, BroadcastSchema, NotShownAnswer } from '../shapes';
import { absent, fields, listOf, num } from '../schema';
import { DAYS_AND_SEARCH, PAGE } from './queries';

export const listBroadcasts = {
  name: 'listBroadcasts',
  verb: 'GET',
  path: 'admin/broadcasts',
  caller: 'admin',
  query: [...DAYS_AND_SEARCH, ...PAGE],
  request: NO_BODY,
  answer: answers(fields({ broadcasts: listOf(BroadcastSchema), total: num(), totalCount: num() })),
} as const satisfies Call;

export const getBroadcast = {
  name: 'getBroadcast',
  verb: 'GET',
  path: 'admin/broadcast/:id',
  caller: 'admin',
  request: NO_BODY,
  // docs/product.md §10.27: where its emails stand; absent from a server without broadcasts by email.
  answer: answers(fields({ broadcast: BroadcastSchema, delivery: absent(BroadcastDeliverySchema) })),
} as const satisfies Call;

export const sendBroadcast = {
  name: 'sendBroadcast',
  verb: 'POST',
  path: 'admin/broadcast',
  caller: 'admin',
  request: JSON_BODY,
  answer: answers(NotShownAnswer, 201),
} as const satisfies Call;

export const resendBroadcast = {
  name: 'resendBroadcast',
  verb: 'POST',
  path: 'admin/broadcast/resend/:id',
  caller: 'admin',
  request: JSON_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;
