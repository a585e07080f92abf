import { TOKENS } from '../../../application/tokens';
import {
  changeMember,
  inviteAdmin,
  inviteProblems,
  type InviteValues,
} from '../../../application/use-cases/team';
import { LocationOptions } from '../../shared/forms/location-options';
import { OptionList } from '../../shared/forms/option-list';
import { useLocations } from '../../shared/hooks/useLocations';
import { ADMIN_ROLES } from '../../../domain/roles';
import type { TeamMember } from '../../../domain/team';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';

interface DialogProps {
  open: boolean;
  onClose(): void;
  /** Accepted, or failed in a way that may have applied: the list is read again. */
  onChanged(): void;
}

/** Invite admin: email, name, role, location; the invitee is mailed a link to set their password. */
export function InviteDialog({ open, onClose, onChanged }: DialogProps) {
  const team = useService(TOKENS.Team);
  const locations = useLocations(open);
  return (
    <FormDialog<InviteValues>
      open={open}
      title="Invite admin"
      description="They get an email with a link to set their password, valid for 48 hours and usable once."
      onClose={onClose}
      draft="invite-admin"
      initialValues={{ email: '', name: '', role: 'Admin', location: '' }}
      validate={inviteProblems}
      onSubmit={(values) =>
        submitting(() => inviteAdmin(team, values), {
          onAccepted: () => {
            onChanged();
            onClose();
          },
        })
      }
      submit="Send invitation"
      pending="Sending…"
    >
      <FormField name="email" label="Email" type="email" autoComplete="off" />
      <FormField name="name" label="Name" autoComplete="off" />
      <FormField
        name="role"
        label="Role"
        options={<OptionList prompt="Choose a role" values={ADMIN_ROLES} />}
      />
      <FormField name="location" label="Location" options={<LocationOptions locations={locations.data} />} />
    </FormDialog>
  );
}

/** Change role and location of one admin: an archived location they are at stays on offer (docs/product.md §10.29). */
export function ChangeDialog({
  member,
  open,
  onClose,
  onChanged,
}: DialogProps & { member: TeamMember | null }) {
  const team = useService(TOKENS.Team);
  const locations = useLocations(open);
  return (
    <FormDialog<{ role: string; location: string }>
      open={open && member !== null}
      title={`Role and location of ${member?.name ?? ''}`}
      onClose={onClose}
      initialValues={{ role: member?.role ?? '', location: member?.location ?? '' }}
      onSubmit={(values) =>
        submitting(() => changeMember(team, member?._id ?? '', values), {
          onAccepted: () => {
            onChanged();
            onClose();
          },
          onFailed: onChanged,
        })
      }
      submit="Save"
      pending="Saving…"
    >
      <FormField
        name="role"
        label="Role"
        options={<OptionList prompt="Choose a role" values={ADMIN_ROLES} />}
      />
      <FormField
        name="location"
        label="Location"
        options={<LocationOptions locations={locations.data} keep={member?.location ?? ''} />}
      />
    </FormDialog>
  );
}
