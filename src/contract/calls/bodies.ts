/** Body fields several calls share, each declared once (src/contract/fields.ts). */
import { CLIENT_NAME_MAX, PASSWORD_MAX, REASON_MAX } from '../../domain/constants';
import { EMAIL_MAX_LENGTH } from '../../domain/email';
import { PHONE_MAX_LENGTH } from '../../domain/phone';
import { body } from '../fields';
import { ID_MAX, TOKEN_MAX } from '../limits';

/** A password an admin chooses (set-up, invitation, reset): taken as typed; its strength is the core's rule. */
export const CHOSEN_PASSWORD = body.text(PASSWORD_MAX, { exact: true, secret: true });

export const EMAIL = body.text(EMAIL_MAX_LENGTH);

export const ADMIN_ID = body.text(ID_MAX);

/** Add, redeem and broadcast calls may name the acting admin (docs/product.md §6): it must be the caller. */
export const ACTING_ADMIN = body.text(ID_MAX, {
  optional: true,
  description: 'The acting admin: the caller, if given.',
});

/**
 * The code step's attemptId, sent back with its code (docs/security.md, "Codes and sign-in"). Secret: whoever
 * holds it may spend the code's guesses, so it stays out of the log like the code itself.
 */
export const ATTEMPT_ID = body.text(ID_MAX, {
  secret: true,
  description:
    'The attemptId the request that sent the code answered; without it the code is refused unjudged.',
});

/** A token a link or a session carries (setup, invitation, refresh, reset). */
export const SECRET_TOKEN = body.text(TOKEN_MAX, { secret: true });

/** A client's details as the enrol and edit forms send them. */
export const CLIENT_DETAILS = {
  name: body.text(CLIENT_NAME_MAX),
  email: body.text(EMAIL_MAX_LENGTH, {
    description: 'The email; may be left out or blank when a phone is given.',
  }),
  phone: body.text(PHONE_MAX_LENGTH, {
    optional: true,
    description:
      'Any way of writing a number, kept as E.164; without + it is read as Canadian. Left out of an edit, it stays as it is; blank removes it.',
  }),
  location: body.text(REASON_MAX),
} as const;
