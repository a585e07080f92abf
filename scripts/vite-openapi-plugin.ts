import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The module that makes the document: the contract's calls with the core's request bodies. */
const DOCUMENT_MODULE = 'src/backend/api-document.ts';

/**
 * Writes the OpenAPI document generated from the contract beside the build: dist-http/openapi.json (docs/api.md).
 * The document's module is loaded through Vite when the bundle is written, not imported by this file: the
 * config is loaded natively by Node, which would not resolve the app's extensionless imports.
 */
export function openApiPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'loyalloop-openapi',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const { module } = await runnerImport<{ apiDocument: () => object }>(resolve(root, DOCUMENT_MODULE), {
        root,
        configFile: false,
        logLevel: 'warn',
      });
      this.emitFile({
        type: 'asset',
        fileName: 'openapi.json',
        source: `${JSON.stringify(module.apiDocument(), null, 2)}\n`,
      });
    },
  };
}
