/** Each kind's label (docs/product.md §3, §10): the rule the exported file uses too. */
export { typeLabel } from '../../../domain/list-files';
