/**
 * Whether a patch changes anything: Drizzle leaves out fields set to `undefined` (as the demo does), but
 * refuses an update with nothing left to set.
 */
export const changesSomething = (patch: object): boolean =>
  Object.values(patch).some((value) => value !== undefined);
