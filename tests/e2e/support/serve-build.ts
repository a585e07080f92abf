import { createServer } from 'node:net';
import { build, preview, type InlineConfig, type PreviewServer } from 'vite';

/** A free port on loopback, so two runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A production build whatever the calling process says: Vitest sets NODE_ENV=test, and Vite would then
 * bundle React's development build (bigger, slower, StrictMode's double effects) into what we test.
 */
export async function productionBuild(config: InlineConfig, env: Record<string, string> = {}): Promise<void> {
  const overrides = { NODE_ENV: 'production', ...env };
  const previous = Object.fromEntries(Object.keys(overrides).map((key) => [key, process.env[key]]));
  Object.assign(process.env, overrides);
  try {
    await build({ logLevel: 'warn', mode: 'production', ...config });
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
  }
}

/** Builds the app (demo mode unless env says otherwise) into outDir. */
export function buildApp(outDir: string): Promise<void> {
  return productionBuild({ build: { outDir, emptyOutDir: true } });
}

/** Serves a build with Vite's preview server (SPA fallback), on loopback. */
export async function serveBuild(outDir: string, port: number): Promise<PreviewServer> {
  return preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
}
