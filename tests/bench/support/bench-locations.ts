/**
 * The business's locations in the bench's programmes: a dozen, as a small chain has (docs/product.md §10.29).
 * The parts that fill a database spread its clients and ledger over them and write them to `locations`, so the
 * server judges a location filter against them as it would a real business's.
 */
export const LOCATIONS = [
  'Mississauga',
  'Oakville',
  'Burlington',
  'Brampton',
  'Milton',
  'Etobicoke',
  'Hamilton',
  'Guelph',
  'Markham',
  'Vaughan',
  'Pickering',
  'Whitby',
];

/** The locations as a SQL array literal, for generate_series fills to pick from (1-based). */
export const LOCATIONS_ARRAY = `array[${LOCATIONS.map((name) => `'${name}'`).join(',')}]`;

/** The statement that writes them to `locations` (ids L1…L12), leaving any already there. */
export const INSERT_LOCATIONS = `insert into locations (id, name, created_at)
  select 'L' || i, (${LOCATIONS_ARRAY})[i], now() from generate_series(1, ${LOCATIONS.length}) as i
  on conflict do nothing`;
