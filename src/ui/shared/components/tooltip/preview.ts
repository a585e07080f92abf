/** Reason and description previews (docs/product.md §2, §9): a cut with an ellipsis, the full text kept for the tooltip. */
export interface TextPreview {
  /** What the cell shows. */
  text: string;
  /** What the tooltip shows. */
  full: string;
  truncated: boolean;
}

export const ELLIPSIS = '...';

export function preview(value: string | null | undefined, max: number): TextPreview {
  const full = typeof value === 'string' ? value : '';
  // Count characters, not UTF-16 units, so an emoji is never split in half.
  const chars = Array.from(full);
  if (chars.length <= max) return { text: full, full, truncated: false };
  return { text: `${chars.slice(0, max).join('')}${ELLIPSIS}`, full, truncated: true };
}

/**
 * Text that may wrap at its spaces, cut only when it holds a run of more than `max` characters without one (a
 * name typed without spaces would widen its column past the screen): shown up to `max`, then the ellipsis.
 */
export function previewUnbroken(value: string | null | undefined, max: number): TextPreview {
  const full = typeof value === 'string' ? value : '';
  const longest = Math.max(0, ...full.split(/\s+/).map((word) => Array.from(word).length));
  return longest > max ? preview(full, max) : { text: full, full, truncated: false };
}
