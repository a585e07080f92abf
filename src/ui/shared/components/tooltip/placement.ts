/** How far a tooltip keeps from its trigger and from the viewport's edges, in CSS pixels. */
const GAP = 4;
const MARGIN = 8;

export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * Where a tooltip of `size` goes for a trigger at `trigger` (both in viewport pixels) so that it is wholly
 * inside a viewport of `viewport`: below the trigger when it fits, else above, else wherever it is most seen;
 * its left edge follows the trigger's but never lets it cross the right or left edge.
 */
export function placeTooltip(
  trigger: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const below = trigger.bottom + GAP;
  const above = trigger.top - GAP - size.height;
  const fitsBelow = below + size.height <= viewport.height - MARGIN;
  const top = fitsBelow || above < MARGIN ? Math.min(below, viewport.height - MARGIN - size.height) : above;
  const left = Math.min(trigger.left, viewport.width - MARGIN - size.width);
  return { top: Math.max(MARGIN, top), left: Math.max(MARGIN, left) };
}
