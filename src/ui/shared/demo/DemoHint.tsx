import { TOKENS } from '../../../application/tokens';
import { useService } from '../hooks/useService';
import { DemoResetButton } from './DemoResetButton';
import './demo-hint.css';

/**
 * In demo mode, the account to try and the code every email "sends", with a way back to fresh data. Vendor
 * sign-up shows only the code: the admin account is not theirs to use.
 */
export function DemoHint({ codeOnly = false }: { codeOnly?: boolean }) {
  const demo = useService(TOKENS.DemoBackend);
  if (!demo.enabled || !demo.credentials) return null;
  const { email, password, code } = demo.credentials;
  return (
    <aside className="demo-hint" aria-label="Demo account">
      <p className="demo-hint__title">Demo mode: no real emails are sent.</p>
      <dl className="demo-hint__list">
        {!codeOnly && (
          <>
            <dt>Email</dt>
            <dd>{email}</dd>
            <dt>Password</dt>
            <dd>{password}</dd>
          </>
        )}
        <dt>Code</dt>
        <dd>{code}</dd>
      </dl>
      <DemoResetButton className="button button--secondary demo-hint__reset" />
    </aside>
  );
}
