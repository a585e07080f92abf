/**
 * The column mappings an owner chose in the import's preview (docs/product.md §10.25), remembered per header
 * line so the next file with the same columns starts from the same choice.
 */
export interface ImportMappings {
  /** The mapping last used for a file with this header, or null. */
  recall(header: readonly string[]): string[] | null;
  keep(header: readonly string[], mapping: readonly string[]): void;
}
