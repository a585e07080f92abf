import { useEffect, useRef, useState } from 'react';
import { isAbort } from '../../../application/request-error';
import { NO_ANSWER } from '../errors/error-policy';

/**
 * After a change timed out: Check reads the record again and says what it holds now (e.g. the balance), so the
 * admin can see whether the change went through before trying again.
 */
export function ResultCheck({ check }: { check(signal: AbortSignal): Promise<string> }) {
  const [state, setState] = useState<{ pending: boolean; text: string | null }>({
    pending: false,
    text: null,
  });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ pending: true, text: null });
    try {
      const text = await check(current.signal);
      if (!current.signal.aborted) setState({ pending: false, text });
    } catch (error) {
      if (!isAbort(error) && !current.signal.aborted)
        setState({ pending: false, text: NO_ANSWER.checkFailed });
    }
  };

  return (
    <div className="dialog__check">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void run()}
        disabled={state.pending}
      >
        {state.pending ? 'Checking…' : 'Check'}
      </button>
      <p role="status" className="dialog__check-result">
        {state.text}
      </p>
    </div>
  );
}
