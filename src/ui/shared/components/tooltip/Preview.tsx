import { preview } from './preview';
import { MISSING } from '../../format';
import { Tooltip } from './Tooltip';

/** Reason or description text cut at `max` characters with an ellipsis; the tooltip holds the full text. */
export function Preview({ text, max }: { text?: string | null; max: number }) {
  const shown = preview(text, max);
  if (shown.full.trim() === '') return <>{MISSING}</>;
  if (!shown.truncated) return <>{shown.text}</>;
  return <Tooltip content={shown.full}>{shown.text}</Tooltip>;
}
