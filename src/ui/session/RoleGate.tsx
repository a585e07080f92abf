import type { ReactNode } from 'react';
import { mayAct, type AdminRole } from '../../domain/roles';
import { PageLoading } from '../shared/components/PageLoading';
import { useAdminProfile } from './admin-profile';

/**
 * A page only some roles may see (docs/api.md, Roles): typed in by anyone else, it says Not allowed. The server
 * refuses the calls anyway (403); this only keeps the screen honest.
 */
export function RoleGate({ role, children }: { role: AdminRole; children: ReactNode }) {
  const { profile } = useAdminProfile();
  if (profile === null) return <PageLoading label="Loading" />;
  if (mayAct(profile.role, role)) return children;
  return (
    <section className="card" aria-labelledby="not-allowed-heading">
      <h2 id="not-allowed-heading">Not allowed</h2>
      <p>Only a {role} may open this page.</p>
    </section>
  );
}
