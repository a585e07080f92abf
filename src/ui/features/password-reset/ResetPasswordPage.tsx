import { CodeSentTo, CodeStep } from '../../shared/code-step/CodeStep';
import { DemoHint } from '../../shared/demo/DemoHint';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { NewPasswordStep } from './NewPasswordStep';
import { ResetEmailStep } from './ResetEmailStep';
import { ResetSuccess } from './ResetSuccess';
import { useResetFlow } from './useResetFlow';
import './reset.css';

/** /auth/reset-password: email → code → new password → Password Changed! (the reset machine rendered). */
export default function ResetPasswordPage() {
  const { snapshot, send } = useResetFlow();
  useDocumentTitle('Reset password');
  const { context, children } = snapshot;
  // Done: the login page is on its way.
  if (snapshot.status === 'done') return null;
  if (snapshot.matches('success') && children.countdown) {
    return (
      <ResetSuccess countdown={children.countdown} onBackToLogin={() => send({ type: 'BACK_TO_LOGIN' })} />
    );
  }
  if (snapshot.matches('password') || snapshot.matches('saving')) {
    return (
      <NewPasswordStep
        pending={snapshot.matches('saving')}
        onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })}
      />
    );
  }
  const step =
    snapshot.matches('code') && children.codeStep ? (
      <CodeStep
        actor={children.codeStep}
        flow="password-reset"
        title="Enter Reset Code"
        description={<CodeSentTo email={context.email} />}
        onBack={() => send({ type: 'BACK' })}
      />
    ) : (
      <ResetEmailStep
        email={context.email}
        pending={snapshot.matches('requesting')}
        onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', email })}
      />
    );
  return (
    <>
      {step}
      <DemoHint />
    </>
  );
}
