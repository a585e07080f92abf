import { resendOffered, type CodeClocks } from '../../../application/machines/code-step';

/** The code step's snapshot, as far as its view reads it. */
interface CodeStepSnapshot {
  context: CodeClocks;
  hasTag(tag: 'busy'): boolean;
}

export interface CodeStepView {
  /** Until Resend is on offer. */
  secondsLeft: number;
  resendOffered: boolean;
  /** Offered, but within the 10 s after the previous resend. */
  resendLocked: boolean;
  /** Offered, but the server locked the code step for this many seconds more (its `Retry-After`). */
  resendWaitLeft: number;
  /** A verify or resend request is under way. */
  pending: boolean;
}

/** What the code screen shows, read from the code step's snapshot alone. */
export const codeStepView = (snapshot: CodeStepSnapshot): CodeStepView => ({
  secondsLeft: snapshot.context.secondsLeft,
  resendOffered: resendOffered(snapshot.context),
  resendLocked: snapshot.context.lockLeft > 0,
  resendWaitLeft: snapshot.context.codeLockLeft,
  pending: snapshot.hasTag('busy'),
});

/** Compares views field by field, so the screen re-renders only when what it shows changed. */
export const sameView = (a: CodeStepView, b: CodeStepView): boolean =>
  a.secondsLeft === b.secondsLeft &&
  a.resendOffered === b.resendOffered &&
  a.resendLocked === b.resendLocked &&
  a.resendWaitLeft === b.resendWaitLeft &&
  a.pending === b.pending;
