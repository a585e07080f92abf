import { COUNTRIES } from '../../../domain/constants';
import type { Country } from '../../../domain/entities';
import { validateEmail } from '../../../domain/email';
import { MESSAGES } from '../../../domain/messages';

/** The sign-up form's values as typed (country empty until chosen). */
export interface RegistrationFormValues {
  name: string;
  email: string;
  location: Country | '';
  terms: boolean;
}

export type RegistrationErrors = Partial<Record<'name' | 'email' | 'location', string>>;

export const EMPTY_REGISTRATION: RegistrationFormValues = { name: '', email: '', location: '', terms: false };

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/** docs/product.md §5: full name, email and country are required; the email follows the one email rule. */
export function validateRegistration(values: Partial<RegistrationFormValues>): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.name?.trim()) errors.name = MESSAGES.fullNameRequired;
  const email = validateEmail(values.email?.trim());
  if (email) errors.email = email;
  if (!values.location || !isCountry(values.location)) errors.location = MESSAGES.countryRequired;
  return errors;
}

/** Submit is enabled only when the form is valid, all three fields are filled and the terms are ticked. */
export function canSubmitRegistration(values: Partial<RegistrationFormValues>): boolean {
  return Object.keys(validateRegistration(values)).length === 0 && values.terms === true;
}
