import { useId, useState } from 'react';
import type { PhotoUpload } from './usePhotoUpload';

/** The avatar with its file picker; the chosen file is checked and sent at once. */
export function PhotoField({ name, image, upload }: { name: string; image?: string; upload: PhotoUpload }) {
  const inputId = useId();
  const errorId = useId();
  // A photo that does not load (stored junk, a lost file) shows the initial: never a broken image whose alt
  // text spills out of the circle.
  const [broken, setBroken] = useState<string | null>(null);
  const shown = upload.preview ?? image;
  return (
    <div className="profile-photo">
      {shown && shown !== broken ? (
        <img
          className="profile-photo__image"
          src={shown}
          alt={`Profile photo of ${name}`}
          onError={() => setBroken(shown)}
        />
      ) : (
        <span className="profile-photo__image profile-photo__initial" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={upload.pending}
        aria-invalid={upload.error ? true : undefined}
        aria-describedby={upload.error ? errorId : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Clear the picker so choosing the same file again still fires a change.
          event.currentTarget.value = '';
          if (file) upload.upload(file);
        }}
      />
      {/* After the input, so its keyboard focus can be drawn on the visible label (profile.css). */}
      <label className="button button--secondary profile-photo__pick" htmlFor={inputId}>
        {upload.pending ? 'Uploading…' : 'Upload Photo'}
      </label>
      {upload.error && (
        <p id={errorId} className="field-error" role="alert">
          {upload.error}
        </p>
      )}
    </div>
  );
}
