import { Redirect, Route, Switch } from 'wouter';

// STUB (public-site helper replaces this file): every public route of SPEC §2, each page lazy-loaded.
export function PublicRoutes() {
  return (
    <Switch>
      <Route path="/home-page">
        <main>
          <h1>Welcome To LoyalLoop</h1>
        </main>
      </Route>
      <Route>
        <Redirect to="/home-page" replace />
      </Route>
    </Switch>
  );
}
