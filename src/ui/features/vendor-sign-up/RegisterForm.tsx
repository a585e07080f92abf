import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { COUNTRIES } from '../../../domain/constants';
import type { VendorRegistrationData } from '../../../domain/entities';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { FormField } from '../../shared/forms/FormField';
import { PATHS } from '../../shared/routes/paths';
import {
  canSubmitRegistration,
  EMPTY_REGISTRATION,
  validateRegistration,
  type RegistrationFormValues,
} from './registration-rules';

interface RegisterFormProps {
  initialValues?: RegistrationFormValues;
  pending: boolean;
  onSubmit(data: VendorRegistrationData, values: RegistrationFormValues): void;
}

const COUNTRY_OPTIONS = (
  <>
    <option value="">Select your country</option>
    {COUNTRIES.map((country) => (
      <option key={country} value={country}>
        {country}
      </option>
    ))}
  </>
);

/** Full Name, Email Address, Country and the terms: the first step of vendor sign-up. */
export function RegisterForm({ initialValues = EMPTY_REGISTRATION, pending, onSubmit }: RegisterFormProps) {
  return (
    <Form<RegistrationFormValues>
      initialValues={initialValues}
      validate={validateRegistration}
      onSubmit={(values) => {
        if (!canSubmitRegistration(values) || values.location === '') return;
        onSubmit({ name: values.name.trim(), email: values.email.trim(), location: values.location }, values);
      }}
      render={({ handleSubmit, values }) => (
        <form className="register-form" onSubmit={handleSubmit} noValidate>
          <FormField name="name" label="Full Name" autoComplete="name" />
          <FormField name="email" label="Email Address" type="email" autoComplete="email" />
          <FormField name="location" label="Country" options={COUNTRY_OPTIONS} />
          <CheckboxField name="terms" className="register-form__terms">
            I agree to the <Link href={PATHS.terms}>Terms of Service</Link> and{' '}
            <Link href={PATHS.privacy}>Privacy Policy</Link>
          </CheckboxField>
          <button
            type="submit"
            className="button register-form__submit"
            disabled={pending || !canSubmitRegistration(values)}
          >
            {pending ? 'Signing Up…' : 'Sign Up'}
          </button>
        </form>
      )}
    />
  );
}
