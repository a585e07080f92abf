// The two builds the Node server needs, each made only when its sources changed since the last one:
// the console in http mode (dist-http/) and the server itself, compiled to JavaScript (dist-server/).
import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import { promisify } from 'node:util';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, filesUnder, sourceFiles, withFolders } from './build-inputs.mjs';
import { isCurrent, writeFingerprint } from './fingerprint.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CONSOLE_DIR = join(ROOT, 'dist-http');
export const SERVER_DIR = join(ROOT, 'dist-server');
/** Entry points of the server build: the process and the one-off commands. */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  migrate: 'server/commands/migrate.ts',
  'admin-create': 'server/commands/admin-create.ts',
  'embedded-template': 'server/commands/embedded-template.ts',
};

/**
 * What every build depends on besides the files it reports reading (build-inputs.mjs): the packages (their
 * versions are in the lockfile), the compiler settings and these scripts.
 */
const SHARED = [
  'package-lock.json',
  'tsconfig.json',
  'scripts/server/builds.mjs',
  'scripts/server/build-inputs.mjs',
  'scripts/server/fingerprint.mjs',
];
/** Copied beside the server build and read by its empty database (embedded-template.ts). */
const MIGRATIONS = 'server/db/migrations';
const API_BASE = '/api/';

/**
 * A build as the owner's terminal shows it (`npm start`, `npm run build:server`): errors only, and no bundler
 * diagnostics such as `[PLUGIN_TIMINGS]`, which are for whoever tunes the build (`npm run build` still shows them).
 */
export function ownerBuild(options) {
  const rolldownOptions = options.build?.rolldownOptions ?? {};
  return {
    ...options,
    logLevel: 'error',
    build: {
      ...options.build,
      rolldownOptions: { ...rolldownOptions, checks: { ...rolldownOptions.checks, bundlerTimings: false } },
    },
  };
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The files a finished build read and their folders, with the files every build depends on: its fingerprint's list. */
const inputFiles = (ids, more = []) => [...withFolders([...sourceFiles(ROOT, ids), ...more]), ...SHARED];

/**
 * `build(inputs)` runs the build with `inputs.plugin` (build-inputs.mjs) among its own and answers `files`, what
 * it read, and `done`, the promise of what it still does after the bundler (the server's database template);
 * the fingerprint is written after both.
 */
async function buildIfStale(what, outDir, settings, build, log) {
  if (isCurrent(ROOT, outDir, settings)) return false;
  const started = performance.now();
  log(`Building ${what}…`);
  const inputs = buildInputs();
  const { files, done } = await build(inputs);
  await done;
  // Written last: an interrupted build leaves no fingerprint and is made again next time.
  writeFingerprint(ROOT, outDir, files(), settings);
  log(`Built ${what} in ${seconds(started)}.`);
  return true;
}

/** SITE_URL is written into the prerendered pages, sitemap.xml and robots.txt: a new one is a new build. */
const consoleSettings = () => `http ${API_BASE} ${process.env.SITE_URL ?? ''}`;

async function buildConsole(inputs) {
  // vite.config.ts reads these when the build loads it.
  process.env.VITE_BACKEND = 'http';
  process.env.VITE_API_BASE = API_BASE;
  const { build } = await import('vite');
  // Production whoever asks: under a test runner (NODE_ENV=test) Vite would compile React's development JSX,
  // which the prerender step's production React cannot run.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(
      ownerBuild({ root: ROOT, plugins: [inputs.plugin], build: { outDir: CONSOLE_DIR, emptyOutDir: true } }),
    );
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return { files: () => inputFiles(inputs.ids), done: Promise.resolve() };
}

export const ensureConsoleBuild = (log = console.log) =>
  buildIfStale('the console (http mode)', CONSOLE_DIR, consoleSettings(), buildConsole, log);

/**
 * Compiles the server and starts making its empty database (embedded-template.ts) in a process of its own;
 * answers `done`, the promise of that database, so a caller can build the console meanwhile (wrapped: an async
 * function that returned the promise itself would wait for it).
 */
async function compileServer(inputs) {
  const { build } = await import('vite');
  // Node 20 cannot run TypeScript: compile server/ with src/backend and src/domain into plain modules; the
  // packages stay imports from node_modules. All files sit side by side, as server/paths.ts expects.
  await build(
    ownerBuild({
      root: ROOT,
      configFile: false,
      publicDir: false,
      plugins: [inputs.plugin],
      build: {
        ssr: true,
        outDir: SERVER_DIR,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: {
          input: SERVER_ENTRIES,
          output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        },
      },
    }),
  );
  const migrations = filesUnder(join(ROOT, MIGRATIONS)).map((file) => relative(ROOT, file));
  cpSync(join(ROOT, MIGRATIONS), join(SERVER_DIR, 'db/migrations'), { recursive: true });
  // An empty database, migrated, that a first start copies instead of running initdb (embedded-template.ts).
  const template = promisify(execFile)(process.execPath, [join(SERVER_DIR, 'embedded-template.js')]);
  return {
    files: () => inputFiles(inputs.ids, migrations),
    done: template.then(() => undefined),
  };
}

export const ensureServerBuild = (log = console.log) =>
  buildIfStale('the server', SERVER_DIR, '', compileServer, log);

/**
 * Both builds, for `npm start` and `npm run build:server`: the server's empty database is made while the console
 * builds (docs/performance.md, "The first start"). Answers which of the two were built.
 */
export async function ensureBuilds(log = console.log) {
  let bundled = () => undefined;
  const serverBundled = new Promise((resolve) => (bundled = resolve));
  // The server's build answers once its bundle is written, and finishes (its template, its fingerprint) later.
  const server = buildIfStale(
    'the server',
    SERVER_DIR,
    '',
    async (inputs) => {
      const compiled = await compileServer(inputs);
      bundled();
      return compiled;
    },
    log,
  );
  // Awaited below; a console build that fails first must not leave this rejection unhandled.
  server.catch(() => undefined);
  await Promise.race([serverBundled, server]);
  try {
    return { console: await ensureConsoleBuild(log), server: await server };
  } finally {
    await server.catch(() => undefined);
  }
}
