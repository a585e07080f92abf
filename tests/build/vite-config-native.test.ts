// The Vite config is loaded by Node as it is (Vite's native config loader): it must not import the app's code,
// whose imports have no file extensions. It once did (the OpenAPI plugin imported the contract), and every build
// printed a warning naming each such import; the plugin now loads the document through Vite while building.
import { createLogger, loadConfigFromFile } from 'vite';
import { expect, it } from 'vitest';

it('loading the Vite config warns of nothing Node could not load natively', async () => {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = (message) => void warnings.push(message);
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    'vite.config.ts',
    process.cwd(),
    'warn',
    logger,
  );
  expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
  expect(warnings.join('\n')).not.toMatch(/without a file extension|configLoader/);
});
