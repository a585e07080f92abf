/** The token of an `Authorization: Bearer …` header, as every host reads it; null for anything else. */
export const bearerOf = (authorization: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
