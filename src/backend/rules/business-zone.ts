/** The business's time zone, whose days every day boundary of a call is (docs/product.md §10.31). */
import type { StoreReads } from '../ports';

export const businessZone = async (store: Pick<StoreReads, 'businessSettings'>): Promise<string> =>
  (await store.businessSettings()).timeZone;
