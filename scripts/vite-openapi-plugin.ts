import type { Plugin } from 'vite';
import { apiDocument } from '../src/backend/api-document.ts';

/** Writes the OpenAPI document generated from the contract beside the build: dist-http/openapi.json (docs/api.md). */
export function openApiPlugin(): Plugin {
  return {
    name: 'loyalloop-openapi',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'openapi.json',
        source: `${JSON.stringify(apiDocument(), null, 2)}\n`,
      });
    },
  };
}
