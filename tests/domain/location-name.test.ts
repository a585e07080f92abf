import { describe, expect, it } from 'vitest';
import { DIRECTION_OVERRIDE_REFUSED } from '../../src/domain/invisible';
import { LOCATION_NAME_MAX } from '../../src/domain/locations';
import { LOCATION_MESSAGES, locationNameProblem } from '../../src/domain/location-names';

/** A location's name judged (docs/product.md §10.29), its messages naming the field that holds it. */
describe('locationNameProblem', () => {
  it("speaks of Name, as Settings' Add location and Rename dialogs label the field", () => {
    expect(locationNameProblem('  ', [])).toBe(LOCATION_MESSAGES.nameRequired);
    expect(locationNameProblem('x'.repeat(LOCATION_NAME_MAX + 1), [])).toBe(LOCATION_MESSAGES.nameTooLong);
    expect(locationNameProblem('oakville', [{ name: 'Oakville' }])).toBe(LOCATION_MESSAGES.taken('Oakville'));
  });

  it('speaks of Location where the setup page asks for the first one', () => {
    expect(locationNameProblem('', [], 'Location')).toBe('Location is required.');
    expect(locationNameProblem('x'.repeat(LOCATION_NAME_MAX + 1), [], 'Location')).toBe(
      `Location can be at most ${LOCATION_NAME_MAX} characters.`,
    );
    expect(locationNameProblem('\u202eevillkaO', [], 'Location')).toBe(
      DIRECTION_OVERRIDE_REFUSED('Location'),
    );
    expect(locationNameProblem('Oakville', [], 'Location')).toBeUndefined();
  });
});
