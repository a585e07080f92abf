import { openLocationNames, type BusinessLocation } from '../../../domain/locations';
import { OptionList } from './option-list';

/**
 * A location select's options after a prompt: the open locations, and `keep` (the record's own, archived
 * or not) so a form that changes something else need not move it (docs/product.md §10.29). `prompt`: the
 * blank choice's words, where blank means something of its own ("Any location").
 */
export function LocationOptions({
  locations,
  keep = '',
  prompt = 'Select a location',
}: {
  locations: readonly BusinessLocation[] | undefined;
  keep?: string;
  prompt?: string;
}) {
  const open = openLocationNames(locations ?? []);
  const names = keep !== '' && !open.includes(keep) ? [...open, keep] : open;
  return <OptionList prompt={locations === undefined ? 'Loading locations…' : prompt} values={names} />;
}
