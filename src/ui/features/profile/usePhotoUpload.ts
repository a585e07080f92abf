import { useCallback, useEffect, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { uploadProfileImage } from '../../../application/use-cases/upload-profile-image';
import { useOneRequest } from '../../shared/hooks/useOneRequest';
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
  const { pending, run } = useOneRequest();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The object URL holds the file in memory: release it when replaced or when leaving the page.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = useCallback(
    (file: File) => {
      setError(null);
      // A request failure was toasted by the HTTP adapter: the current photo stays. An answer that arrives
      // after the page was left creates no preview (nothing would ever release it).
      void run(() => uploadProfileImage(profiles, adminId, file)).then((result) => {
        if (!result.ok) return;
        if (!result.value.ok) return setError(result.value.errors);
        setPreview(URL.createObjectURL(file));
        onUploaded();
      });
    },
    [run, profiles, adminId, onUploaded],
  );

  return { pending, error, preview, upload };
}
