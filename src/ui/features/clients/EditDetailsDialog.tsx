import { TOKENS } from '../../../application/tokens';
import { editClientDetails } from '../../../application/use-cases/edit-client-details';
import { validateClientDetails, type ClientDetailsValues } from '../../../domain/client-details';
import type { Client } from '../../../domain/entities';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';
import type { ChangeDialogProps } from './change-dialog';
import { LocationOptions } from '../../shared/forms/location-options';
import { useLocations } from '../../shared/hooks/useLocations';

/** Edit details: the client's name, email, phone and preferred location, starting from the saved ones. */
export function EditDetailsDialog({ client, ...props }: ChangeDialogProps & { client: Client }) {
  const { open, clientId, onClose, onDone, onFailed, restored } = props;
  const clients = useService(TOKENS.Clients);
  const locations = useLocations(open);
  const saved = {
    name: client.name,
    email: client.email,
    phone: client.phone ?? '',
    location: client.location,
  };
  return (
    <FormDialog<ClientDetailsValues>
      open={open}
      title="Edit details"
      onClose={onClose}
      draft="details"
      initialValues={restored ?? saved}
      validate={validateClientDetails}
      onSubmit={(values) =>
        submitting(() => editClientDetails(clients, clientId, values), { onAccepted: onDone, onFailed })
      }
      submit="Save details"
      pending="Saving…"
      // A colleague's change since it was read (409): re-read the client, which fills the fields afresh.
      reload={onFailed}
    >
      <FormField name="name" label="Name" autoComplete="off" />
      <FormField name="email" label="Email" type="email" autoComplete="off" />
      <FormField name="phone" label="Phone (optional with an email)" type="tel" autoComplete="off" />
      <FormField
        name="location"
        label="Preferred location"
        options={<LocationOptions locations={locations.data} keep={client.location} />}
      />
    </FormDialog>
  );
}
