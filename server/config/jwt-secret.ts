/**
 * The token-signing secret: JWT_SECRET when set (required with DATABASE_URL, so that every server signs
 * alike); on the embedded default, one generated at first start and kept in the data folder (mode 0600).
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../error-code';

export const SECRET_FILE = 'jwt-secret';

export async function keptSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, SECRET_FILE);
  try {
    await writeFile(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  }
  const secret = (await readFile(path, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${path} holds no usable secret: delete it to make a new one.`);
  return secret;
}
