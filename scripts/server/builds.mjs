// The two builds the Node server needs, each made only when its sources changed since the last one:
// the console in http mode (dist-http/) and the server itself, compiled to JavaScript (dist-server/).
import { cpSync, writeFileSync } from 'node:fs';
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
        await build({ root: ROOT, logLevel: 'warn', build: { outDir: CONSOLE_DIR, emptyOutDir: true } });
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    },
    log,
  );
}

export async function ensureServerBuild(log = console.log) {
  const print = fingerprint(ROOT, SERVER_INPUTS);
  return buildIfChanged(
    'the server',
    SERVER_DIR,
    print,
    async () => {
      const { build } = await import('vite');
      // Node 20 cannot run TypeScript: compile server/ with src/backend and src/domain into plain modules; the
      // packages stay imports from node_modules. All files sit side by side, as server/paths.ts expects.
      await build({
        root: ROOT,
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
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
      });
      cpSync(join(ROOT, 'server/db/migrations'), join(SERVER_DIR, 'db/migrations'), { recursive: true });
    },
    log,
  );
}
