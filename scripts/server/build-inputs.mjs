// The files a build read, as the build itself reports them (docs/deployment.md, "Every script"): a Vite plugin
// that keeps every module id the bundler loaded, the config file's own imports and the public folder it copies.
// A plugin that builds or loads more on its own (the prerender's build, the OpenAPI document) reports those
// through `inputsRecorderOf(config)`, so a file read only there is an input too.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, posix, relative, sep } from 'node:path';

const NAME = 'loyalloop-build-inputs';

/** Every file under `path` (itself when it is a file; nothing when it is absent). */
export function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/**
 * The module ids a build reported, as files of `root`: virtual modules and queries dropped, and node_modules
 * left to package-lock.json (a package changes only with it). Sorted, relative, each once.
 */
export function sourceFiles(root, ids) {
  const files = new Set();
  for (const id of ids) {
    if (id.startsWith('\0')) continue;
    const path = id.replace(/[?#].*$/, '');
    if (!isAbsolute(path)) continue;
    const file = relative(root, path);
    if (file.startsWith('..') || isAbsolute(file) || file.split(sep).includes('node_modules')) continue;
    if (existsSync(path) && statSync(path).isFile()) files.add(file.split(sep).join('/'));
  }
  return [...files].sort();
}

/**
 * `files` (relative, as sourceFiles() gives them) with the folders they sit in, each held by its list of names: a
 * new file beside a file the build read may be one it reads next time without any read file changing (an
 * `import.meta.glob`, a copied folder). Not the project's own folder, where the builds and the data appear.
 */
export function withFolders(files) {
  const folders = files.map((file) => posix.dirname(file)).filter((folder) => folder !== '.');
  return [...new Set([...files, ...folders])].sort();
}

/** A plugin that adds the module ids of the build it is part of to `record`. */
const modulesOf = (record) => ({
  name: NAME,
  buildEnd() {
    record(this.getModuleIds());
  },
});

/**
 * A recorder for one build: `plugin` goes into the build's plugins; `ids` holds what the build read once it has
 * finished, absolute paths and module ids, for sourceFiles().
 */
export function buildInputs() {
  const ids = new Set();
  const record = (list) => {
    for (const id of list) ids.add(id);
  };
  return {
    ids,
    plugin: {
      ...modulesOf(record),
      /** For the project's own plugins: `record(paths)`, and `plugin()` for a build they start themselves. */
      api: { record, plugin: () => modulesOf(record) },
      configResolved(config) {
        record(config.configFileDependencies);
        if (config.publicDir) record(filesUnder(config.publicDir));
      },
    },
  };
}

/**
 * The recorder of a build in progress, or undefined when nobody records it (`npm run build`, `npm run dev`).
 * @param {import('vite').ResolvedConfig} config
 * @returns {{ record: (ids: Iterable<string>) => void, plugin: () => import('vite').Plugin } | undefined}
 */
export const inputsRecorderOf = (config) => config.plugins.find((plugin) => plugin.name === NAME)?.api;
