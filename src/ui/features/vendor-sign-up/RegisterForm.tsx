import { Field, Form } from 'react-final-form';
import { Link } from 'wouter';
import { COUNTRIES } from '../../../domain/constants';
import type { VendorRegistrationData } from '../../../domain/entities';
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
          <TextField name="name" label="Full Name" autoComplete="name" />
          <TextField name="email" label="Email Address" type="email" autoComplete="email" />
          <Field<string> name="location">
            {({ input, meta }) => {
              const error = meta.touched && meta.error ? String(meta.error) : null;
              return (
                <div className="field">
                  <label htmlFor="register-location">Country</label>
                  <select
                    {...input}
                    id="register-location"
                    className="select"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'register-location-error' : undefined}
                  >
                    <option value="">Select your country</option>
                    {COUNTRIES.map((country) => (
                      <option key={country} value={country}>
                        {country}
                      </option>
                    ))}
                  </select>
                  {error && (
                    <p id="register-location-error" className="field-error">
                      {error}
                    </p>
                  )}
                </div>
              );
            }}
          </Field>
          <Field<boolean> name="terms" type="checkbox">
            {({ input }) => (
              <div className="register-form__terms">
                <input
                  id="register-terms"
                  type="checkbox"
                  name={input.name}
                  checked={input.checked ?? false}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                />
                <label htmlFor="register-terms">
                  I agree to the <Link href="/terms-of-use">Terms of Service</Link> and{' '}
                  <Link href="/privacy-policy">Privacy Policy</Link>
                </label>
              </div>
            )}
          </Field>
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

function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
}: {
  name: 'name' | 'email';
  label: string;
  type?: string;
  autoComplete: string;
}) {
  const id = `register-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched && meta.error ? String(meta.error) : null;
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            <input
              {...input}
              id={id}
              type={type}
              className="input"
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
