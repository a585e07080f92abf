import { parseOpeningPoints, validateEnrol, type EnrolValues } from '../../domain/client-details';
import type { Client } from '../../domain/entities';
import type { FieldErrors } from '../../domain/points';
import type { ClientRepository } from '../ports/client-repository';
import { refused, type Outcome } from './outcome';

export type EnrolOutcome = Outcome<FieldErrors<EnrolValues>> & { client?: Client };

/** Enrols a client once the form passes the domain's rules; nothing is sent otherwise. */
export async function enrolClient(clients: ClientRepository, values: EnrolValues): Promise<EnrolOutcome> {
  const errors = validateEnrol(values);
  const points = parseOpeningPoints(values.points);
  const location = (values.location ?? '').trim();
  if (Object.keys(errors).length > 0 || points === null) return refused(errors);
  const client = await clients.enrol({
    name: (values.name ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    location,
    points,
    pointsReason: (values.reason ?? '').trim(),
    emailConsent: values.emailConsent === true,
  });
  return { ok: true, client };
}
