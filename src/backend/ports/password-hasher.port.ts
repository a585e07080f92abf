/** scrypt on the server; a fast keyed hash in the browser demo, where nothing is secret anyway. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** A hash made at another cost (or scheme) than this hasher's: sign-in stores the password again. */
  needsRehash(hash: string): boolean;
}
