/** The server said a signed-in call is no longer authorised (401 on a request that carried a token). */
export interface SessionEvents {
  raiseExpired(): void;
  onExpired(listener: () => void): () => void;
}
