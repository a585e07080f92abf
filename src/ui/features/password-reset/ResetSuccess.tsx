import type { ActorRefFrom } from 'xstate';
import type { successCountdown } from '../../../application/machines/countdown';
import { useSecondsLeft } from '../../shared/countdown/useSecondsLeft';

/** Step 4 of the reset: done, with the way back and the 5 s countdown to it. */
export function ResetSuccess({
  countdown,
  onBackToLogin,
}: {
  countdown: ActorRefFrom<typeof successCountdown>;
  onBackToLogin(): void;
}) {
  const secondsLeft = useSecondsLeft(countdown);
  return (
    <div className="auth-success">
      <h1>Password Changed!</h1>
      <p>Your password has been reset. Log in with your new password.</p>
      <button type="button" className="button" onClick={onBackToLogin}>
        Back to Login
      </button>
      <p role="timer" aria-live="off">
        Going to the login page in {secondsLeft} s
      </p>
    </div>
  );
}
