import { PREVIEW_UNBROKEN } from '../../previews';
import { previewUnbroken } from '../tooltip/preview';
import { Tooltip } from '../tooltip/Tooltip';
import { WrapText } from './WrapText';

/**
 * Free text in a list cell (a client's name) that wraps at its spaces; a run too long to wrap is cut, with the
 * whole text in a tooltip on hover and keyboard focus, so it never pushes Status and View off the screen.
 */
export function UnbrokenText({ text }: { text?: string | null }) {
  const shown = previewUnbroken(text, PREVIEW_UNBROKEN);
  if (!shown.truncated) return <WrapText text={text} />;
  return (
    <span className="data-table__wrap data-table__wrap--anywhere">
      <Tooltip content={shown.full}>{shown.text}</Tooltip>
    </span>
  );
}
