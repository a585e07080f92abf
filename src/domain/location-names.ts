/**
 * A location's name as a call or a form gives it (docs/product.md §10.29): how a new name is judged, which
 * location a typed name means, and the words that refuse one. Apart from src/domain/locations.ts, which every
 * page with a location picker loads, as only the core, Settings and the setup page judge names
 * (docs/performance.md, "Bundle budgets").
 */
import { DIRECTION_OVERRIDE_REFUSED, hasDirectionOverride } from './invisible';
import { LOCATION_NAME_MAX, locationKey, openLocationNames, type BusinessLocation } from './locations';
import { tooLongMessage } from './text-limit';

/** A name as it is kept: trimmed, inner runs of spaces made one. */
export const tidyLocationName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** "A", "A or B", "A, B or C": the names as a sentence lists them. */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1] ?? ''}`;
}

export const LOCATION_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: tooLongMessage('Name', LOCATION_NAME_MAX),
  taken: (name: string) => `A location named ${name} already exists.`,
  archived: (name: string) => `${name} is archived: choose an open location.`,
  /** The open locations, named: what a form or a file may say instead. */
  choose: (open: readonly string[]) =>
    open.length === 0
      ? 'No location is open: add one in Settings.'
      : `Choose a location: ${namesInWords(open)}.`,
  unknown: (typed: string, open: readonly string[]) =>
    `Unknown location "${typed}". ${LOCATION_MESSAGES.choose(open)}`,
  lastOpen: 'The last open location cannot be archived: add another first.',
  alreadyArchived: (name: string) => `${name} is already archived.`,
} as const;

/**
 * What is wrong with a new name among `others` (every location but the one renamed), or undefined. `label` is
 * the field's name in the message: Name in Settings' dialogs, Location where the setup page asks for the first.
 */
export function locationNameProblem(
  name: string,
  others: readonly Pick<BusinessLocation, 'name'>[],
  label = 'Name',
): string | undefined {
  const tidy = tidyLocationName(name);
  if (tidy === '') return `${label} is required.`;
  if (tidy.length > LOCATION_NAME_MAX) return tooLongMessage(label, LOCATION_NAME_MAX);
  if (hasDirectionOverride(tidy)) return DIRECTION_OVERRIDE_REFUSED(label);
  const clash = others.find((other) => locationKey(other.name) === locationKey(tidy));
  return clash ? LOCATION_MESSAGES.taken(clash.name) : undefined;
}

/** The location a typed name means (any case, any accents), archived or not; undefined for none. */
export const locationMatching = <L extends Pick<BusinessLocation, 'name'>>(
  locations: readonly L[],
  typed: string | null | undefined,
): L | undefined => {
  const key = locationKey(typed ?? '');
  return key === '' ? undefined : locations.find((location) => locationKey(location.name) === key);
};

/** A location as a call names it: the one it means, under its own name, or the words that refuse it. */
export type LocationJudgement = { ok: true; name: string } | { ok: false; message: string };

/**
 * The open location a new entry names, as its canonical name, or why not: an unknown name lists the open
 * ones; an archived one says so.
 */
export function openLocationNamed(
  locations: readonly Pick<BusinessLocation, 'name' | 'archived'>[],
  typed: string | null | undefined,
): LocationJudgement {
  const found = locationMatching(locations, typed);
  const open = openLocationNames(locations);
  if (found === undefined)
    return { ok: false, message: LOCATION_MESSAGES.unknown((typed ?? '').trim(), open) };
  if (found.archived) return { ok: false, message: LOCATION_MESSAGES.archived(found.name) };
  return { ok: true, name: found.name };
}

/**
 * A change of a record that has a location (a client's details, an admin's role): it may keep the one it has,
 * even archived, and may move only to an open one.
 */
export function keptOrOpenLocation(
  locations: readonly Pick<BusinessLocation, 'name' | 'archived'>[],
  typed: string | null | undefined,
  current: string,
): LocationJudgement {
  return locationKey(typed ?? '') === locationKey(current)
    ? { ok: true, name: current }
    : openLocationNamed(locations, typed);
}

/**
 * `openLocationNamed` for many rows (an import's): each distinct cell is judged once, so a 100,000-row file
 * folds accents a dozen times, not a million.
 */
export function openLocationJudge(
  locations: readonly Pick<BusinessLocation, 'name' | 'archived'>[],
): (typed: string) => LocationJudgement {
  const judged = new Map<string, LocationJudgement>();
  return (typed) => {
    const kept = judged.get(typed);
    if (kept !== undefined) return kept;
    const judgement = openLocationNamed(locations, typed);
    judged.set(typed, judgement);
    return judgement;
  };
}
