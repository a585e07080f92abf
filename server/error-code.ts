/** The `code` of a Node system error (`EEXIST`, `ENOENT`, …), if it has one. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
