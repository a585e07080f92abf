import { useRef } from 'react';
import { Form } from 'react-final-form';
import { TOKENS } from '../../../application/tokens';
import {
  programmeForm,
  programmeFormProblems,
  saveProgramme,
  type ProgrammeForm,
} from '../../../application/use-cases/save-programme';
import { openLocationNames } from '../../../domain/locations';
import { useLocations } from '../../shared/hooks/useLocations';
import { FocusAfterSubmit } from '../../shared/forms/FocusAfterSubmit';
import { FormFailure } from '../../shared/forms/FormFailure';
import { FormField } from '../../shared/forms/FormField';
import { readProblem } from '../../shared/forms/submit-problem';
import { submitFocusingErrors } from '../../shared/forms/submit-focusing-errors';
import { submitting } from '../../shared/forms/submitting';
import { ResourceState } from '../../shared/components/status/ResourceState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';

export const PROGRAMME_SAVED_TOAST = 'Programme saved. It applies from now on.';

/** The form's starting values compared by what they hold: a read of the same programme is no new start. */
const sameValues = (a?: object, b?: object): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Settings → Programme (docs/product.md §10.28): points per dollar and rounding, a visit bonus, a rate per
 * location (blank: the programme's), expiry in months (blank: off) and what a point is worth. Saved as one.
 */
export function ProgrammeSection() {
  const programme = useService(TOKENS.Programme);
  const notifier = useService(TOKENS.Notifier);
  const resource = useResource('programme', (signal) => programme.get(signal));
  const locations = useLocations();
  const names = openLocationNames(locations.data ?? []);
  const formRef = useRef<HTMLFormElement>(null);
  // Saved, Save is disabled again (nothing changed since): focus goes to the section's heading, not the page.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="settings-section card" aria-labelledby="programme-heading">
      <h2 id="programme-heading" ref={heading} tabIndex={-1}>
        Programme
      </h2>
      <ResourceState resource={resource} what="the programme" />
      {resource.data && (
        <Form<ProgrammeForm>
          initialValues={programmeForm(resource.data, names)}
          // A failed save reads the programme again (it may have been saved before the answer was lost): what
          // was typed stays, unless that read brings other values, and then only the fields not typed in.
          initialValuesEqual={sameValues}
          keepDirtyOnReinitialize
          validate={programmeFormProblems}
          onSubmit={(values) =>
            submitting(() => saveProgramme(programme, values), {
              onAccepted: () => {
                notifier.success(PROGRAMME_SAVED_TOAST);
                resource.reload();
                heading.current?.focus();
              },
              onFailed: resource.reload,
            })
          }
          render={({ handleSubmit, submitting: busy, submitError, pristine, values }) => (
            <form
              ref={formRef}
              className="settings-form"
              onSubmit={submitFocusingErrors(handleSubmit, formRef)}
              noValidate
            >
              <FocusAfterSubmit form={formRef} />
              <fieldset>
                <legend>Earning</legend>
                <FormField name="pointsPerDollar" label="Points per dollar" />
                <FormField
                  name="rounding"
                  label="Rounding"
                  options={
                    <>
                      <option value="down">Down</option>
                      <option value="nearest">Nearest</option>
                    </>
                  }
                />
                <FormField name="visitBonus" label="Visit bonus (points)" inputMode="numeric" />
                {/* An archived location's kept rate stays in the values, saved as it was, without a field. */}
                {values.rates.map(
                  ({ location }, index) =>
                    names.includes(location) && (
                      <FormField
                        key={location}
                        name={`rates[${index}].rate`}
                        label={`Points per dollar at ${location} (blank: as above)`}
                      />
                    ),
                )}
              </fieldset>
              <fieldset>
                <legend>Expiry</legend>
                <FormField
                  name="expiryMonths"
                  label="Expire after (months; blank: never)"
                  inputMode="numeric"
                />
              </fieldset>
              <fieldset>
                <legend>Point value</legend>
                <FormField name="pointValueCents" label="Cents per point" />
              </fieldset>
              <FormFailure message={readProblem(submitError)?.message} />
              <button type="submit" className="button" disabled={busy || pristine} aria-busy={busy}>
                {busy ? 'Saving…' : 'Save programme'}
              </button>
            </form>
          )}
        />
      )}
    </section>
  );
}
