import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { CodeStepActor } from '../../../application/machines/code-step.machine';
import { TOKENS } from '../../../application/tokens';
import { formatMmSs } from '../countdown/countdown-format';
import { BackIcon } from '../components/icons';
import type { Flow } from '../errors/error-policy';
import { useFlowProblems } from '../errors/useFlowProblems';
import { useService } from '../hooks/useService';
import { CodeBoxes } from './CodeBoxes';
import { codeStepView, sameView } from './code-step-view';
import './code-step.css';

export interface CodeStepProps<Request, Verified> {
  /** The flow's code step (its child actor): everything shown is read from its snapshot. */
  actor: CodeStepActor<Request, Verified>;
  flow: Flow;
  title: string;
  description?: ReactNode;
  onBack(): void;
}

/** The line under the title when sign-in or a password reset has mailed the code: where it went. */
export function CodeSentTo({ email }: { email: string }) {
  return (
    <>
      We sent a 4-digit code to <strong>{email}</strong>.
    </>
  );
}

/** The 4-box code screen of sign-in, reset and sign-up, with the countdown to Resend (docs/product.md §4). */
export function CodeStep<Request, Verified>({
  actor,
  flow,
  title,
  description,
  onBack,
}: CodeStepProps<Request, Verified>) {
  const view = useSelector(actor, codeStepView, sameView);
  useFlowProblems(actor, flow);
  // The step before succeeded (the password, the email): its refusals, still on screen, are answered.
  const notifier = useService(TOKENS.Notifier);
  useEffect(() => notifier.dismissErrors(), [notifier]);
  return (
    <section className="code-step" aria-labelledby="code-step-title">
      <div className="code-step__head">
        <button
          type="button"
          className="icon-button"
          aria-label="Back"
          onClick={onBack}
          disabled={view.pending}
        >
          <BackIcon />
        </button>
        <h1 id="code-step-title">{title}</h1>
      </div>
      {description && <p className="code-step__description">{description}</p>}
      <CodeBoxes pending={view.pending} onSubmit={(code) => actor.send({ type: 'CODE', code })} />
      <div className="code-step__resend">
        {/* It counts the time until a new code may be asked for; the code itself stays valid longer. */}
        <p role="timer" aria-live="off" className="code-step__timer">
          {view.resendOffered && view.resendWaitLeft > 0 ? (
            <>
              Too many wrong codes. You can ask for a new code in{' '}
              <strong>{formatMmSs(view.resendWaitLeft)}</strong>
            </>
          ) : view.resendOffered ? (
            'You can ask for a new code now.'
          ) : (
            <>
              You can resend the code in <strong>{formatMmSs(view.secondsLeft)}</strong>
            </>
          )}
        </p>
        {view.resendOffered && (
          <button
            type="button"
            className="button--link code-step__resend-button"
            onClick={() => actor.send({ type: 'RESEND' })}
            disabled={view.pending || view.resendLocked || view.resendWaitLeft > 0}
          >
            {view.resendWaitLeft > 0
              ? `Resend (in ${formatMmSs(view.resendWaitLeft)})`
              : view.resendLocked
                ? 'Resend (wait a moment)'
                : 'Resend'}
          </button>
        )}
      </div>
    </section>
  );
}
