import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { successCountdown } from '../../../application/machines/countdown';
import { formatMSs } from '../../shared/countdown/countdown-format';
import { useSecondsLeft } from '../../shared/countdown/useSecondsLeft';
import { PATHS } from '../../shared/routes/paths';

/** The last step of sign-up: success, the way on, and the countdown to it. */
export function RegistrationSuccess({ countdown }: { countdown: ActorRefFrom<typeof successCountdown> }) {
  const secondsLeft = useSecondsLeft(countdown);
  return (
    <div className="register-success">
      <div className="register-success__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h1>Registration Successful!</h1>
      <p>Your email is verified and your vendor account is ready.</p>
      <Link href={PATHS.connectCompany} className="button register-success__next">
        Next - Connect A Company
      </Link>
      <p className="register-success__countdown" role="timer" aria-live="off">
        Continuing automatically in <strong>{formatMSs(secondsLeft)}</strong>
      </p>
    </div>
  );
}
