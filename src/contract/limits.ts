/** Sizes the contract's fields share with the core's checks (src/contract/fields.ts, backend/input/text.ts). */

/** Ids are short plain text: an admin's, a client's, a code attempt's. */
export const ID_MAX = 64;
/** Our tokens are a few hundred characters; a longer one is not ours. */
export const TOKEN_MAX = 4096;
/** A location or country name as a form sends it. */
export const PLACE_MAX = 100;
/** A role name as a form sends it. */
export const ROLE_MAX = 40;
