import { TRANSACTION_TYPES } from '../../../domain/constants';

const labelOf = (value: string): string => TRANSACTION_TYPES.find((t) => t.value === value)?.label ?? '';

/** `add` reads Points Added; any other type is a redeem (docs/product.md §3). */
export const typeLabel = (type: string): string => labelOf(type === 'add' ? 'add' : 'redeem');
