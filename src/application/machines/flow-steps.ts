/**
 * The states every code flow (sign-in, reset, sign-up) builds from: sending the first code, the code step
 * child, and the success countdown child. Each flow types the parts it writes (inputs, what it keeps).
 */
import type { CodeStepStart } from './code-step.machine';
import { failed, type ProblemEvent } from './flow-problem';

/** The setup types of a flow machine: its own context, events and input; problems emitted; its children. */
export interface FlowTypes<Context, Events, Input, Children> {
  context: Context;
  events: Events;
  input: Input;
  emitted: ProblemEvent;
  children: Children;
}

/** The setup types of a flow that ends with a success countdown after its code step. */
export type CountdownFlowTypes<Context, Events, Input> = FlowTypes<
  Context,
  Events,
  Input,
  { codeStep: 'codeStep'; countdown: 'countdown' }
>;

/**
 * The success countdown of a flow (a child that finishes at zero), and the event that skips it: both end the
 * flow. Shared by the reset (5 s, Back to Login) and sign-up (60 s, Next - Connect A Company).
 */
export const countdownState = <Skip extends string>(seconds: number, skip: Skip) => ({
  invoke: { id: 'countdown', src: 'countdown', input: { seconds }, onDone: { target: 'done' } } as const,
  on: { [skip]: { target: 'done' } } as Record<Skip, { target: 'done' }>,
});

/**
 * A flow's code step as one of its states: the child `codeStep` with `input`, `onDone` taking what it
 * verified, and Back to the flow's first step. Input and onDone are typed where the flow writes them.
 */
export const codeStepState = <Input, Done, Back extends string>(input: Input, onDone: Done, back: Back) => ({
  invoke: { id: 'codeStep', src: 'codeStep', input, onDone } as const,
  on: { BACK: { target: back } },
});

/**
 * The request that sends a flow's first code (sign-in's password check, the reset request, registration):
 * its answer leads to the code step, kept as whom the code was sent for and the attempt; its failure back to
 * `back`, reported. The flow declares the two actions, `keepCodeStep` and `report`, in its own setup.
 */
export const sendFirstCode = <Src extends string, Input, Back extends string>(
  src: Src,
  input: Input,
  back: Back,
) => ({
  invoke: {
    src,
    input,
    onDone: {
      target: 'code',
      actions: {
        type: 'keepCodeStep',
        params: ({ event }: { event: { output: CodeStepStart } }) => ({
          adminId: event.output.adminId,
          attemptId: event.output.attemptId,
        }),
      },
    },
    onError: { target: back, actions: { type: 'report', params: failed('request') } },
  } as const,
});
