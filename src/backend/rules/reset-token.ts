/** A reset token is kept only as its keyed hash, as an invitation's is (team.ts): the table holds none that works. */
import type { Generator } from '../ports';

export const resetTokenKey = (generate: Generator, token: string): string =>
  generate.opaqueId(`reset-token:${token}`);
