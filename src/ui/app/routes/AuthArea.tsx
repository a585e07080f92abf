import { Redirect, Route, Switch } from 'wouter';
import RegisterPage from '../public/register/RegisterPage';
import { AuthLayout } from './AuthLayout';
import LoginPage from './LoginPage';
import { RedirectIfSignedIn } from './RequireSession';
import ResetPasswordPage from './ResetPasswordPage';

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
