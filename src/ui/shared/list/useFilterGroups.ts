import { useMemo } from 'react';
import { locationChoices, type ChoiceGroup } from '../components/filters/types';
import { useLocations } from '../hooks/useLocations';

/** A panel's groups with the business's locations filled in where a group offers them (LOCATION_GROUP). */
export function useFilterGroups<F>(groups: readonly ChoiceGroup<F>[]): readonly ChoiceGroup<F>[] {
  const wanted = groups.some((group) => group.fromLocations);
  const locations = useLocations(wanted);
  const data = locations.data;
  return useMemo(
    () =>
      wanted
        ? groups.map((group) =>
            group.fromLocations ? { ...group, options: locationChoices(data ?? []) } : group,
          )
        : groups,
    [groups, wanted, data],
  );
}
