/** The IANA time zones a business may pick (docs/product.md §10.31): the browser's own list, UTC first. */

/** Every zone this browser knows, UTC first (the list leaves UTC out). */
export const timeZones = (): readonly string[] => ['UTC', ...Intl.supportedValuesOf('timeZone')];

/** The zone this browser is in: what a new business most likely is. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The suggestions of a zone field: typing filters them (an input's `list`). */
export function TimeZoneList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {timeZones().map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
