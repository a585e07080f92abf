import { useId } from 'react';
import { Field } from 'react-final-form';
// The demo's two until rewards read the business's locations (docs/product.md §10.29).
import { DEMO_LOCATIONS as LOCATIONS } from '../../../domain/constants';
import { shownError } from '../../shared/forms/shown-error';

/** A reward's locations: a checkbox per location, none ticked meaning every location. */
export function LocationChoices({ name }: { name: string }) {
  const id = useId();
  return (
    <Field<string[]> name={name}>
      {({ meta }) => {
        const error = shownError(meta);
        return (
          <fieldset className="field reward-locations" aria-describedby={error ? `${id}-error` : undefined}>
            <legend>Locations</legend>
            <p className="reward-locations__hint">None ticked: every location offers it.</p>
            {LOCATIONS.map((location) => (
              <Field<string> key={location} name={name} type="checkbox" value={location}>
                {({ input }) => (
                  <label className="reward-locations__choice">
                    <input {...input} type="checkbox" />
                    {location}
                  </label>
                )}
              </Field>
            ))}
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    </Field>
  );
}
