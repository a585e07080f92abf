import react from '@vitejs/plugin-react';
import { productionBuild } from '../e2e/support/serve-build';

/** The floor page (bench/floor), built with the same bundler and React plugin as the app. */
export function buildFloor(outDir: string): Promise<void> {
  return productionBuild({
    configFile: false,
    root: 'bench/floor',
    plugins: [react()],
    build: { outDir: `${process.cwd()}/${outDir}`, emptyOutDir: true, target: 'es2022', manifest: true },
  });
}

/** The app for the real API: no fake backend may be in it. */
export function buildHttpApp(outDir: string): Promise<void> {
  return productionBuild({ build: { outDir, emptyOutDir: true } }, { VITE_BACKEND: 'http' });
}
