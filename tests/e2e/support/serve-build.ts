import { createServer } from 'node:net';
import { build, preview, type PreviewServer } from 'vite';

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

/** Builds the app (demo mode unless env says otherwise) into outDir. */
export async function buildApp(outDir: string): Promise<void> {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** Serves a build with Vite's preview server (SPA fallback), on loopback. */
export async function serveBuild(outDir: string, port: number): Promise<PreviewServer> {
  return preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
}
