/** Chosen at build time from VITE_BACKEND (see vite.config.ts). */
declare const __BACKEND__: 'demo' | 'http';

interface ImportMetaEnv {
  readonly VITE_BACKEND?: string;
  readonly VITE_API_BASE?: string;
}
