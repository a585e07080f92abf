import { TOKENS } from '../../../application/tokens';
import { NOTICES } from '../errors/error-policy';
import { useOneRequest } from '../hooks/useOneRequest';
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
  const { pending, run } = useOneRequest();
  if (!demo.enabled) return null;

  const reset = async () => {
    const result = await run(() => demo.reset());
    if (!result.ok) return result.why === 'failed' ? notifier.error(NOTICES.demoNotRestored) : undefined;
    notifier.success(NOTICES.demoRestored);
    onReset?.();
  };

  return (
    <button type="button" className={className} onClick={() => void reset()} disabled={pending}>
      {pending ? 'Resetting…' : 'Reset demo data'}
    </button>
  );
}
