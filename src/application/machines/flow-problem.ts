/**
 * What went wrong in a sign-in, reset or sign-up flow, as a fact: machines emit it, and the UI's error policy
 * decides what (if anything) the user sees. A machine never words or shows a message itself.
 */
import type { EventObject } from 'xstate';

export type FlowStep = 'request' | 'verify' | 'resend' | 'save';

export type FlowProblem =
  /** A code refused before sending (docs/product.md §5's message, from the domain's rule). */
  | { step: 'code-format'; message: string }
  /** A request of the flow failed; `error` is what the adapter threw. */
  | { step: FlowStep; error: unknown };

export interface ProblemEvent {
  type: 'problem';
  problem: FlowProblem;
}

export const problem = (value: FlowProblem): ProblemEvent => ({ type: 'problem', problem: value });

/** The params of a flow's `report` action in a request's onError: the step's failure, with what it threw. */
export const failed =
  (step: FlowStep) =>
  ({ event }: { event: EventObject }): ProblemEvent =>
    problem({ step, error: 'error' in event ? event.error : undefined });

/** Stands in for a request the caller must supply with `.provide()`. */
export const notProvided = (name: string) => () => Promise.reject(new Error(`${name} was not provided`));
