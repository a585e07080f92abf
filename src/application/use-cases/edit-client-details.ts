import { validateClientDetails, type ClientDetailsValues } from '../../domain/client-details';
import type { FieldErrors } from '../../domain/points';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused, type Outcome } from './outcome';

/** Saves a client's name, email, phone and location once they pass the domain's rules; nothing is sent otherwise. */
export async function editClientDetails(
  clients: ClientRepository,
  clientId: string,
  values: ClientDetailsValues,
): Promise<Outcome<FieldErrors<ClientDetailsValues>>> {
  const errors = validateClientDetails(values);
  if (Object.keys(errors).length > 0) return refused(errors);
  const details = {
    name: (values.name ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    location: (values.location ?? '').trim(),
  };
  await clients.editDetails(clientId, details);
  return done();
}
