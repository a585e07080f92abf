/**
 * scrypt at a cost far below the server's (OWASP's N=2^17): every test server signs in again and again, and
 * at 128 MiB and a few hundred ms a hash the suites would crawl. The production cost is held by
 * tests/server/ports/scrypt-password-hasher.test.ts.
 */
import { scryptHasher } from '../../../server/ports/scrypt-password-hasher';

export const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

export const testPasswordHasher = scryptHasher(TEST_SCRYPT_COST);
