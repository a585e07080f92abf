/** Chosen at build time from VITE_BACKEND (see vite.config.ts). */
declare const __BACKEND__: 'demo' | 'http';
/** The year the build was made (see vite.config.ts): what a prerendered page's footer says. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_BACKEND?: string;
  readonly VITE_API_BASE?: string;
}
