import { Link } from 'wouter';
import { CodeStep } from '../../shared/code-step/CodeStep';
import { DemoHint } from '../../shared/demo/DemoHint';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { PATHS } from '../../shared/routes/paths';
import { RegisterForm } from './RegisterForm';
import { RegistrationSuccess } from './RegistrationSuccess';
import { useRegistrationFlow } from './useRegistrationFlow';
import './register.css';

/** Vendor sign-up at /auth/register, rendered inside the auth layout. */
export default function RegisterPage() {
  const { snapshot, values, submitForm, back } = useRegistrationFlow();
  useDocumentTitle('Sign up');
  const { children } = snapshot;

  if (snapshot.matches('code') && children.codeStep) {
    return (
      <>
        <CodeStep
          actor={children.codeStep}
          flow="vendor-sign-up"
          title="Verify Your Email"
          description={
            <>
              Enter the 4-digit code we sent to <strong>{values.email}</strong>.
            </>
          }
          onBack={back}
        />
        <DemoHint codeOnly />
      </>
    );
  }
  // Done: the hand-off to /connect-company is on its way.
  if (snapshot.status === 'done') return null;
  if (snapshot.matches('success') && children.countdown) {
    return (
      <div className="register">
        <RegistrationSuccess countdown={children.countdown} />
      </div>
    );
  }

  return (
    <div className="register">
      <h1>Sign Up</h1>
      <p className="register__intro">Create your vendor account to start rewarding your clients.</p>
      <RegisterForm initialValues={values} pending={snapshot.matches('registering')} onSubmit={submitForm} />
      <p className="register__alt">
        Already have an account? <Link href={PATHS.login}>Log In</Link>
      </p>
    </div>
  );
}
