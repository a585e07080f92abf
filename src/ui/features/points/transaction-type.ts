/** `add` reads Points Added; any other type is a redeem (docs/product.md §3): the rule the exported file uses too. */
export { typeLabel } from '../../../domain/list-files';
