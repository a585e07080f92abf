// STUB (sign-in helper replaces this file): /auth/login, /auth/register, /auth/reset-password.
export default function AuthRoutes() {
  return (
    <main>
      <h1>Log In</h1>
    </main>
  );
}
