import { useId } from 'react';
import { Field } from 'react-final-form';
import { openLocationNames, sameLocation } from '../../../domain/locations';
import { shownError } from '../../shared/forms/shown-error';
import { useLocations } from '../../shared/hooks/useLocations';

/**
 * A reward's locations: a checkbox per open location of the business (docs/product.md §10.29), and per location
 * the reward names already (an archived one stays, to keep or untick); none ticked meaning every location.
 */
export function LocationChoices({ name, kept }: { name: string; kept: readonly string[] }) {
  const id = useId();
  const locations = useLocations();
  const open = openLocationNames(locations.data ?? []);
  const offered = [...open, ...kept.filter((location) => !open.some((o) => sameLocation(o, location)))];
  return (
    <Field<string[]> name={name}>
      {({ meta }) => {
        const error = shownError(meta);
        return (
          <fieldset
            className="field reward-locations"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-busy={locations.data === undefined}
          >
            <legend>Locations</legend>
            <p className="reward-locations__hint">
              {locations.data === undefined ? 'Loading locations…' : 'None ticked: every location offers it.'}
            </p>
            {offered.map((location) => (
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
