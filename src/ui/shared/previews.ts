/** How many characters a list cell shows of a longer text before it is cut (docs/product.md §9). */
export const PREVIEW_TRANSACTION_REASON = 10;
export const PREVIEW_BROADCAST_DESCRIPTION = 30;
export const PREVIEW_CLIENT_REASON = 30;
/** The longest unbroken run of characters a list cell shows whole (a name without spaces); longer is cut. */
export const PREVIEW_UNBROKEN = 24;
