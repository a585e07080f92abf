/** Where codes and ids come from: random on the server, fixed or sequential in the demo. */
export interface Generator {
  /** A 4-digit code as text ('0000'–'9999'). The demo host answers '1234' every time. */
  code(): string;
  /** An unguessable URL-safe token (reset tokens, refresh-token ids, upload ids). */
  token(): string;
  /** A 24-hex id like the API's (new vendor accounts). */
  objectId(): string;
  /**
   * A 24-hex id that is the same every time for the same `text`, and that nobody without the server's secret
   * can compute or tell from `objectId()` (a keyed hash, e.g. HMAC-SHA-256 of the text, first 24 hex digits).
   * A password reset for an unknown email answers one, so the answer does not say which emails are admins.
   */
  opaqueId(text: string): string;
}
