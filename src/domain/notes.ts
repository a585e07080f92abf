/** Notes on a client (docs/product.md §5): saved as typed, never blank (the console and the core refuse the same). */
export const NOTES_REQUIRED = 'Notes are required';

export const notesProblem = (notes: string): string | undefined =>
  notes.trim() === '' ? NOTES_REQUIRED : undefined;
