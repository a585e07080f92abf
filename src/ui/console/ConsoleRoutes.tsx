// STUB (console helper replaces this file): the guarded console shell and its pages.
export default function ConsoleRoutes() {
  return (
    <main>
      <h1>Home</h1>
    </main>
  );
}
