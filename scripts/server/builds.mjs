// The two builds the Node server needs, each made only when its sources changed since the last one:
// the console in http mode (dist-http/) and the server itself, compiled to JavaScript (dist-server/).
import { execFile } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, FINGERPRINT_FILE, isCurrent } from './fingerprint.mjs';

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

const SHARED = [
  'package-lock.json',
  'tsconfig.json',
  'scripts/server/builds.mjs',
  'scripts/server/fingerprint.mjs',
];
const CONSOLE_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-csp-plugin.ts',
  'scripts/content-security-policy.ts',
  'scripts/prerender',
  ...SHARED,
];
const SERVER_INPUTS = [
  'server',
  'src/backend',
  'src/domain',
  'scripts/content-security-policy.ts',
  'scripts/prerender/page-files.ts',
  ...SHARED,
];
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

async function buildIfChanged(what, outDir, print, build, log) {
  if (isCurrent(outDir, print)) return false;
  const started = performance.now();
  log(`Building ${what}…`);
  await build();
  // Written last: an interrupted build leaves no fingerprint and is made again next time.
  writeFileSync(join(outDir, FINGERPRINT_FILE), print);
  log(`Built ${what} in ${seconds(started)}.`);
  return true;
}

export async function ensureConsoleBuild(log = console.log) {
  // SITE_URL is written into the prerendered pages, sitemap.xml and robots.txt: a new one is a new build.
  const print = fingerprint(ROOT, CONSOLE_INPUTS, `http ${API_BASE} ${process.env.SITE_URL ?? ''}`);
  return buildIfChanged(
    'the console (http mode)',
    CONSOLE_DIR,
    print,
    async () => {
      // vite.config.ts reads these when the build loads it.
      process.env.VITE_BACKEND = 'http';
      process.env.VITE_API_BASE = API_BASE;
      const { build } = await import('vite');
      // Production whoever asks: under a test runner (NODE_ENV=test) Vite would compile React's development JSX,
      // which the prerender step's production React cannot run.
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await build(ownerBuild({ root: ROOT, build: { outDir: CONSOLE_DIR, emptyOutDir: true } }));
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    },
    log,
  );
}

/**
 * Compiles the server and starts making its empty database (embedded-template.ts) in a process of its own;
 * answers `{ template }`, the promise of that database, so a caller can build the console meanwhile (wrapped: an
 * async function that returned the promise itself would wait for it).
 */
async function compileServer() {
  const { build } = await import('vite');
  // Node 20 cannot run TypeScript: compile server/ with src/backend and src/domain into plain modules; the
  // packages stay imports from node_modules. All files sit side by side, as server/paths.ts expects.
  await build(
    ownerBuild({
      root: ROOT,
      configFile: false,
      publicDir: false,
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
  cpSync(join(ROOT, 'server/db/migrations'), join(SERVER_DIR, 'db/migrations'), { recursive: true });
  // An empty database, migrated, that a first start copies instead of running initdb (embedded-template.ts).
  const template = promisify(execFile)(process.execPath, [join(SERVER_DIR, 'embedded-template.js')]);
  return { template: template.then(() => undefined) };
}

const serverPrint = () => fingerprint(ROOT, SERVER_INPUTS);

export async function ensureServerBuild(log = console.log) {
  return buildIfChanged(
    'the server',
    SERVER_DIR,
    serverPrint(),
    async () => (await compileServer()).template,
    log,
  );
}

/**
 * Both builds, for `npm start` and `npm run build:server`: the server's empty database is made while the console
 * builds (docs/performance.md, "The first start"). Answers which of the two were built.
 */
export async function ensureBuilds(log = console.log) {
  const print = serverPrint();
  let server = Promise.resolve(false);
  if (!isCurrent(SERVER_DIR, print)) {
    const started = performance.now();
    log('Building the server…');
    const { template } = await compileServer();
    server = template.then(() => {
      writeFileSync(join(SERVER_DIR, FINGERPRINT_FILE), print);
      log(`Built the server in ${seconds(started)}.`);
      return true;
    });
    // Awaited below; a console build that fails first must not leave this rejection unhandled.
    server.catch(() => undefined);
  }
  try {
    return { console: await ensureConsoleBuild(log), server: await server };
  } finally {
    await server.catch(() => undefined);
  }
}
