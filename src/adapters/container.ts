// STUB (infrastructure helper replaces this file): the composition root.
import type { ServiceLocator } from '../application/ports/service-locator';

export interface ServicesConfig {
  backend: 'demo' | 'http';
  apiBase: string;
}

export async function createServices(_config: ServicesConfig): Promise<ServiceLocator> {
  return {
    get() {
      throw new Error('Services are not wired yet');
    },
  };
}
