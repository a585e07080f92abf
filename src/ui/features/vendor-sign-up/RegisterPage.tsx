import { Link } from 'wouter';
import { CodeStep } from '../../shared/code-step/CodeStep';
import { DemoHint } from '../../shared/demo/DemoHint';
import { RegisterForm } from './RegisterForm';
import { RegistrationSuccess } from './RegistrationSuccess';
import { useRegistrationFlow } from './useRegistrationFlow';
import './register.css';

/** Vendor sign-up at /auth/register, rendered inside the auth layout. */
export default function RegisterPage() {
  const flow = useRegistrationFlow();

  if (flow.step === 'code') {
    return (
      <>
        <CodeStep
          title="Verify Your Email"
          description={
            <>
              Enter the 4-digit code we sent to <strong>{flow.values.email}</strong>.
            </>
          }
          secondsLeft={flow.secondsLeft}
          canResend={flow.canResend}
          resendLocked={flow.resendLocked}
          pending={flow.pending}
          onSubmit={flow.submitCode}
          onResend={flow.resend}
          onBack={flow.back}
        />
        <DemoHint codeOnly />
      </>
    );
  }

  if (flow.step === 'success') {
    return (
      <div className="register">
        <RegistrationSuccess secondsLeft={flow.secondsLeft} />
      </div>
    );
  }

  return (
    <div className="register">
      <h1>Sign Up</h1>
      <p className="register__intro">Create your vendor account to start rewarding your clients.</p>
      <RegisterForm initialValues={flow.values} pending={flow.pending} onSubmit={flow.submitForm} />
      <p className="register__alt">
        Already have an account? <Link href="/auth/login">Log In</Link>
      </p>
    </div>
  );
}
