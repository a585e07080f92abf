import { resolve } from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { inputsRecorderOf } from './server/build-inputs.mjs';

/** The module that makes the document: the contract's calls with the core's request bodies. */
const DOCUMENT_MODULE = 'src/backend/api-document.ts';

/**
 * Writes the OpenAPI document generated from the contract beside the build: dist-http/openapi.json (docs/api.md).
 * The document's module is loaded through Vite when the bundle is written, not imported by this file: the
 * config is loaded natively by Node, which would not resolve the app's extensionless imports.
 */
export function openApiPlugin(): Plugin {
  let root = process.cwd();
  let recorder: ReturnType<typeof inputsRecorderOf>;
  return {
    name: 'loyalloop-openapi',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      root = config.root;
      recorder = inputsRecorderOf(config);
    },
    async generateBundle() {
      const { module, dependencies } = await runnerImport<{ apiDocument: () => object }>(
        resolve(root, DOCUMENT_MODULE),
        {
          root,
          configFile: false,
          logLevel: 'warn',
        },
      );
      // The document's modules are inputs of the build (scripts/server/build-inputs.mjs).
      recorder?.record([resolve(root, DOCUMENT_MODULE), ...dependencies]);
      this.emitFile({
        type: 'asset',
        fileName: 'openapi.json',
        source: `${JSON.stringify(module.apiDocument(), null, 2)}\n`,
      });
    },
  };
}
