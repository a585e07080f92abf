import { build } from 'vite';
import react from '@vitejs/plugin-react';

/** The floor page (bench/floor), built with the same bundler and React plugin as the app. */
export async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: 'bench/floor',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: `${process.cwd()}/${outDir}`, emptyOutDir: true, target: 'es2022', manifest: true },
  });
}

/** The app for the real API: no fake backend may be in it. */
export async function buildHttpApp(outDir: string): Promise<void> {
  const previous = process.env.VITE_BACKEND;
  process.env.VITE_BACKEND = 'http';
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.VITE_BACKEND;
    else process.env.VITE_BACKEND = previous;
  }
}
