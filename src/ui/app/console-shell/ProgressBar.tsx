import { useCallback, useSyncExternalStore } from 'react';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../shared/hooks/useService';

/** The thin bar at the top while any request is in flight (decorative: buttons and tables say it too). */
export function ProgressBar() {
  const loading = useService(TOKENS.LoadingState);
  const subscribe = useCallback((listener: () => void) => loading.subscribe(() => listener()), [loading]);
  const active = useSyncExternalStore(subscribe, () => loading.isLoading());
  return (
    <div
      className={`progress-bar${active ? ' progress-bar--active' : ''}`}
      data-testid="progress-bar"
      aria-hidden="true"
    />
  );
}
