import { useEffect } from 'react';
import type { ProblemEvent } from '../../../application/machines/flow-problem';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../hooks/useService';
import { flowNotice, type Flow } from './error-policy';

/** An actor that emits its flow's problems (a flow machine or its code step). */
interface EmitsProblems {
  on(type: 'problem', handler: (event: ProblemEvent) => void): { unsubscribe(): void };
}

/** Shows what the error policy says for each problem the actor emits, as an error toast. */
export function useFlowProblems(actor: EmitsProblems, flow: Flow): void {
  const notifier = useService(TOKENS.Notifier);
  useEffect(() => {
    const subscription = actor.on('problem', ({ problem }) => {
      const message = flowNotice(flow, problem);
      if (message) notifier.error(message);
    });
    return () => subscription.unsubscribe();
  }, [actor, flow, notifier]);
}
