/** scrypt on the server; a fast keyed hash in the browser demo, where nothing is secret anyway. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
