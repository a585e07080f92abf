import { useCallback, useEffect, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { uploadProfileImage } from '../../../application/use-cases/upload-profile-image';
import { usePendingAction } from '../../shared/hooks/usePendingAction';
import { useService } from '../../shared/hooks/useService';

export interface PhotoUpload {
  pending: boolean;
  /** Why the chosen file was refused, for the field's error text. */
  error: string | null;
  /** A local preview of the photo just uploaded, shown until the page is left. */
  preview: string | null;
  upload(file: File): void;
}

/** Sends the chosen file (the use case refuses anything but an image) and previews it once the server has it. */
export function usePhotoUpload(adminId: string, onUploaded: () => void): PhotoUpload {
  const profiles = useService(TOKENS.AdminProfiles);
  const { pending, run } = usePendingAction();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The object URL holds the file in memory: release it when replaced or when leaving the page.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = useCallback(
    (file: File) => {
      setError(null);
      // A request failure was toasted by the HTTP adapter and resolves false: the current photo stays.
      void run(async () => {
        const outcome = await uploadProfileImage(profiles, adminId, file);
        if (!outcome.ok) setError(outcome.errors);
        return outcome.ok;
      }).then((ok) => {
        if (!ok) return;
        setPreview(URL.createObjectURL(file));
        onUploaded();
      });
    },
    [run, profiles, adminId, onUploaded],
  );

  return { pending, error, preview, upload };
}
