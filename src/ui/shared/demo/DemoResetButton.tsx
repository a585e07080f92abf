import { useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../hooks/useService';

/**
 * Restores the seeded demo data (demo mode only; renders nothing against a real backend). `onReset` lets the
 * screen it sits on show the restored data at once.
 */
export function DemoResetButton({
  className = 'button button--secondary',
  onReset,
}: {
  className?: string;
  onReset?: () => void;
}) {
  const demo = useService(TOKENS.DemoBackend);
  const notifier = useService(TOKENS.Notifier);
  const [pending, setPending] = useState(false);
  if (!demo.enabled) return null;

  const reset = async () => {
    setPending(true);
    try {
      await demo.reset();
      notifier.success('Demo data restored');
      onReset?.();
    } catch {
      notifier.error('The demo data could not be restored');
    } finally {
      setPending(false);
    }
  };

  return (
    <button type="button" className={className} onClick={() => void reset()} disabled={pending}>
      {pending ? 'Resetting…' : 'Reset demo data'}
    </button>
  );
}
