/** Broadcast messages to every client: the list, one, send and resend. */
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { BroadcastDeliverySchema, BroadcastSchema, notShownWith } from '../shapes';
import { BROADCAST_MAX, REASON_MAX } from '../../domain/constants';
import { body } from '../fields';
import { ACTING_ADMIN } from './bodies';
import { absent, fields, listOf, num } from '../schema';
import { BROADCAST_LIMIT_MAX, DAYS_AND_SEARCH, pageOf } from './queries';

export const listBroadcasts = {
  name: 'listBroadcasts',
  verb: 'GET',
  path: 'admin/broadcasts',
  caller: 'admin',
  query: { ...DAYS_AND_SEARCH, ...pageOf(BROADCAST_LIMIT_MAX) },
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
  request: jsonBody({
    message: body.text(BROADCAST_MAX),
    adminId: ACTING_ADMIN,
    location: body.text(REASON_MAX, {
      optional: true,
      blank: true,
      description:
        "Mail only this location's clients (docs/product.md §10.27); absent or empty: every location's.",
    }),
  }),
  answer: answers(notShownWith('broadcast', BroadcastSchema), 201),
} as const satisfies Call;

export const resendBroadcast = {
  name: 'resendBroadcast',
  verb: 'POST',
  path: 'admin/broadcast/resend/:id',
  caller: 'admin',
  request: jsonBody({ adminId: ACTING_ADMIN }),
  answer: answers(notShownWith('broadcast', BroadcastSchema)),
} as const satisfies Call;
