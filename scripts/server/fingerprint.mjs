// A build is current when the files it was made from are unchanged: a hash of their paths and contents.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** `inputs`: files and folders relative to `root`; `extra`: anything else the build depends on (settings). */
export function fingerprint(root, inputs, extra = '') {
  const hash = createHash('sha256').update(extra);
  const files = inputs.flatMap((input) => filesUnder(join(root, input))).sort();
  for (const file of files)
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export const FINGERPRINT_FILE = '.fingerprint';

export function isCurrent(outDir, print) {
  const file = join(outDir, FINGERPRINT_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === print;
}
