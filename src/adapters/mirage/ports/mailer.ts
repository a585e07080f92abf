/** The demo sends no email: its code is the one in the demo hint. Tests pass a capturing mailer instead. */
import type { Mailer } from '../../../backend/ports';

export const silentMailer: Mailer = { send: async () => undefined };
