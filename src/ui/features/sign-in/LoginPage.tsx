import { CodeSentTo, CodeStep } from '../../shared/code-step/CodeStep';
import { DemoHint } from '../../shared/demo/DemoHint';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { LoginForm } from './LoginForm';
import { useLoginFlow } from './useLoginFlow';

/** /auth/login: the login machine rendered; failures are the HTTP adapter's toasts, nothing of our own. */
export default function LoginPage() {
  const { snapshot, send } = useLoginFlow();
  useDocumentTitle('Sign in');
  const { context } = snapshot;
  const codeStep = snapshot.children.codeStep;
  // Signed in: the console is on its way.
  if (snapshot.status === 'done') return null;
  if (snapshot.matches('code') && codeStep) {
    return (
      <>
        <CodeStep
          actor={codeStep}
          flow="sign-in"
          title="Enter Verification Code"
          description={<CodeSentTo email={context.email} />}
          onBack={() => send({ type: 'BACK' })}
        />
        <DemoHint />
      </>
    );
  }

  return (
    <>
      <h1>Log In</h1>
      <p className="auth-lead">Sign in to the LoyalLoop admin console.</p>
      <LoginForm
        initialValues={{ email: context.email, password: context.password, rememberMe: context.rememberMe }}
        pending={snapshot.matches('submitting')}
        onSubmit={(values) => send({ type: 'SUBMIT', values })}
      />
      <DemoHint />
    </>
  );
}
