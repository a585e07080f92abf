import { useBusinessZone } from './business-zone-context';
import './zone-note.css';

/**
 * "Times in America/Toronto": where a screen lists times or days, the business's zone they are in
 * (docs/product.md §10.31). Nothing until the zone is known.
 */
export function ZoneNote({ what = 'Times' }: { what?: 'Times' | 'Days' }) {
  const { zone } = useBusinessZone();
  if (zone === null) return null;
  return (
    <p className="zone-note">
      {what} in {zone}
    </p>
  );
}
