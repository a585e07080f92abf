import { TOKENS } from '../../../application/tokens';
import { enrolClient } from '../../../application/use-cases/enrol-client';
import { validateEnrol, type EnrolValues } from '../../../domain/client-details';
import type { Client } from '../../../domain/entities';
import { FormDialog } from '../../shared/forms/FormDialog';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { FormField } from '../../shared/forms/FormField';
import { useService } from '../../shared/hooks/useService';
import { submitting } from '../../shared/forms/submitting';
import { LocationOptions } from '../../shared/forms/location-options';
import { useLocations } from '../../shared/hooks/useLocations';

interface EnrolClientDialogProps {
  open: boolean;
  onClose(): void;
  /** The client was enrolled (the list refetches). */
  onEnrolled(client: Client): void;
}

/** Add client: name, an email or a phone or both (docs/product.md §10.24), location, optional opening points with a reason (docs/api.md, "Extensions"). */
export function EnrolClientDialog({ open, onClose, onEnrolled }: EnrolClientDialogProps) {
  const clients = useService(TOKENS.Clients);
  const locations = useLocations(open);
  return (
    <FormDialog<EnrolValues>
      open={open}
      title="Add client"
      onClose={onClose}
      draft="enrol"
      validate={validateEnrol}
      onSubmit={(values) =>
        submitting(
          async () => {
            const outcome = await enrolClient(clients, values);
            if (outcome.client) onEnrolled(outcome.client);
            return outcome;
          },
          { onAccepted: () => undefined },
        )
      }
      submit="Add client"
      pending="Adding…"
    >
      <FormField name="name" label="Name" autoComplete="off" />
      <FormField name="email" label="Email" type="email" autoComplete="off" />
      <FormField name="phone" label="Phone (optional with an email)" type="tel" autoComplete="off" />
      <FormField
        name="location"
        label="Preferred location"
        options={<LocationOptions locations={locations.data} />}
      />
      <FormField name="points" label="Opening points (optional)" inputMode="numeric" />
      <FormField name="reason" label="Reason for the opening points (optional)" />
      <CheckboxField name="emailConsent" className="form-checkbox">
        Email consent: the client agrees to receive broadcasts by email
      </CheckboxField>
    </FormDialog>
  );
}
