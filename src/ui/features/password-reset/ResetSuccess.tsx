/** Step 4 of the reset: done, with the way back and the 5 s countdown to it. */
export function ResetSuccess({ secondsLeft, onBackToLogin }: { secondsLeft: number; onBackToLogin(): void }) {
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
