import type { Token } from '../tokens';

/** What the UI gets from the composition root: a typed lookup, never the container itself. */
export interface ServiceLocator {
  get<T>(token: Token<T>): T;
}
