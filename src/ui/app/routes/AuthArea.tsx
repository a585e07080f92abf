import { Redirect, Route, Switch } from 'wouter';
import RegisterPage from '../../features/vendor-sign-up/RegisterPage';
import { AuthLayout } from '../auth-frame/AuthLayout';
import LoginPage from '../../features/sign-in/LoginPage';
import { RedirectIfSignedIn } from '../../session/RequireSession';
import ResetPasswordPage from '../../features/password-reset/ResetPasswordPage';

/**
 * /auth/*: login and vendor sign-up in the auth-only layout (a signed-in admin is sent to the console);
 * the password reset in the same frame without that guard, so Change Password reaches it while signed in.
 */
export default function AuthRoutes() {
  return (
    <Switch>
      <Route path="/auth/login">
        <RedirectIfSignedIn>
          <AuthLayout>
            <LoginPage />
          </AuthLayout>
        </RedirectIfSignedIn>
      </Route>
      <Route path="/auth/register">
        <RedirectIfSignedIn>
          <AuthLayout>
            <RegisterPage />
          </AuthLayout>
        </RedirectIfSignedIn>
      </Route>
      <Route path="/auth/reset-password">
        <AuthLayout>
          <ResetPasswordPage />
        </AuthLayout>
      </Route>
      <Route path="/auth">
        <Redirect to="/auth/login" replace />
      </Route>
      <Route>
        <Redirect to="/home-page" replace />
      </Route>
    </Switch>
  );
}
