/** The programme (docs/product.md §10.28): the earning rule, expiry and the point's value; a client's next expiry. */
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { ROUNDINGS } from '../../domain/programme';
import { body } from '../fields';
import { NextExpirySchema, ProgrammeSchema } from '../shapes';
import { fields, orNull } from '../schema';

const ProgrammeAnswer = answers(fields({ programme: ProgrammeSchema }));

export const getProgramme = {
  name: 'getProgramme',
  verb: 'GET',
  path: 'admin/programme',
  caller: 'admin',
  request: NO_BODY,
  answer: ProgrammeAnswer,
} as const satisfies Call;

/** Every field at once; a trail entry names the fields that changed. */
export const putProgramme = {
  name: 'putProgramme',
  verb: 'PUT',
  path: 'admin/programme',
  caller: 'super-admin',
  request: jsonBody({
    pointsPerDollar: body.number(),
    rounding: body.choice(ROUNDINGS),
    visitBonus: body.number(),
    ratesByLocation: body.numbersByName({
      description: 'Points per dollar at a location, by its name; {} for none.',
    }),
    expiryMonths: body.number({
      orNull: true,
      description: 'Whole months until points expire; null: never.',
    }),
    pointValueCents: body.number(),
  }),
  answer: ProgrammeAnswer,
} as const satisfies Call;

/** The client's next expiring points and their day; null when none will expire (or expiry is off). */
export const clientExpiry = {
  name: 'clientExpiry',
  verb: 'GET',
  path: 'admin/view-client/:id/expiry',
  caller: 'admin',
  request: NO_BODY,
  answer: answers(fields({ nextExpiry: orNull(NextExpirySchema) })),
} as const satisfies Call;
