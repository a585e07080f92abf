/** Why the last submit failed, shown inside the dialog next to what was typed. */
export function DialogFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="field-error" role="alert">
      {message}
    </p>
  );
}
