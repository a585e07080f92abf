import { createContext, useContext } from 'react';
import type { ServiceLocator } from '../../../application/ports/service-locator';
import type { Token } from '../../../application/tokens';

export const ServicesContext = createContext<ServiceLocator | null>(null);

/** The one way a page gets a service: by its token, from the composition root. */
export function useService<T>(token: Token<T>): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService must be used inside <ServicesContext.Provider>');
  return services.get(token);
}

/** For shared parts that also appear where no services are loaded (the public pages): null there. */
export function useOptionalService<T>(token: Token<T>): T | null {
  return useContext(ServicesContext)?.get(token) ?? null;
}
