import { TOKENS } from '../../../application/tokens';
import {
  addLocation,
  archiveLocation,
  locationNameErrors,
  renameLocation,
  type LocationNameValues,
} from '../../../application/use-cases/locations';
import { LOCATION_NAME_MAX, type BusinessLocation } from '../../../domain/locations';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { ArchiveDialog } from './archive-dialog';
import { useService } from '../../shared/hooks/useService';

interface NameDialogProps {
  /** Adding, renaming one, or closed (null). */
  editing: { kind: 'add' } | { kind: 'rename'; location: BusinessLocation } | null;
  all: readonly BusinessLocation[];
  onClose(): void;
  /** Accepted, or failed in a way that may have applied: the list is read again. */
  onChanged(): void;
}

/** Add location or Rename: one Name, unique without regard to case or accents (docs/product.md §10.29). */
export function LocationNameDialog({ editing, all, onClose, onChanged }: NameDialogProps) {
  const locations = useService(TOKENS.Locations);
  const renaming = editing?.kind === 'rename' ? editing.location : null;
  const others = renaming ? all.filter((location) => location._id !== renaming._id) : all;
  return (
    <FormDialog<LocationNameValues>
      open={editing !== null}
      title={renaming ? `Rename ${renaming.name}` : 'Add location'}
      description={
        renaming ? 'Every client, entry and admin at it shows the new name, the past included.' : undefined
      }
      onClose={onClose}
      initialValues={{ name: renaming?.name ?? '' }}
      validate={(values) => locationNameErrors(values, others)}
      onSubmit={(values) =>
        submitting(
          () =>
            renaming ? renameLocation(locations, renaming, values, all) : addLocation(locations, values, all),
          {
            onAccepted: () => {
              onChanged();
              onClose();
            },
            onFailed: onChanged,
          },
        )
      }
      submit={renaming ? 'Rename' : 'Add location'}
      pending="Saving…"
    >
      <FormField name="name" label="Name" autoComplete="off" limit={LOCATION_NAME_MAX} />
    </FormDialog>
  );
}

/** Archive asks first: the location leaves every picker, its history stays. */
export function ArchiveLocationDialog({
  location,
  onClose,
  onChanged,
}: {
  location: BusinessLocation | null;
  onClose(): void;
  onChanged(): void;
}) {
  const locations = useService(TOKENS.Locations);
  return (
    <ArchiveDialog
      what="location"
      archive={location && (() => archiveLocation(locations, location))}
      onClose={onClose}
      onChanged={onChanged}
    >
      {location && (
        <p>
          Archive <strong>{location.name}</strong>? No client, points or admin can be booked there from now
          on. Its clients and entries keep it, and the lists can still be filtered by it.
        </p>
      )}
    </ArchiveDialog>
  );
}
