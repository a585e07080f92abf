// The client detail page of CL-2001 in the console, as the client page's tests render it.
import { vi } from 'vitest';
import type { ClientRepository, Notifier } from '../../../src/application/ports';
import { RequestError } from '../../../src/application/request-error';
import { TOKENS } from '../../../src/application/tokens';
import ClientDetailPage from '../../../src/ui/features/clients/ClientDetailPage';
import { AdminProfileContext } from '../../../src/ui/session/admin-profile';
import { PROFILE } from './render-auth';
import { provide, renderConsole, type Binding } from './render-console';

/**
 * CL-2001's page over `clients`, with any other services the test provides, under the shell's loaded profile
 * (PROFILE, at Mississauga: Add Points' location by default).
 */
export const renderClientPage = (clients: ClientRepository, ...services: Binding[]) =>
  renderConsole(
    <AdminProfileContext.Provider value={{ profile: PROFILE, reload: () => undefined }}>
      <ClientDetailPage clientId="CL-2001" />
    </AdminProfileContext.Provider>,
    {
      path: '/app/dashboard/clients/CL-2001',
      services: [provide(TOKENS.Clients, clients), ...services],
    },
  );

/** CL-2001's page with a notifier that records its toasts. */
export function renderClientPageNotified(clients: ClientRepository) {
  const notifier: Notifier = { success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() };
  return { ...renderClientPage(clients, provide(TOKENS.Notifier, notifier)), notifier };
}

/** What the HTTP adapter throws for a change that cannot reach the server. */
export const unreachable = () =>
  new RequestError('An error occurred', { status: null, notified: false, kind: 'network' });
