import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders a component inside a memory router (links, query state) with a fake-timer-aware user. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  // user-event must advance Vitest's clock only when the test has faked it.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  const wrap = (element: ReactElement) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {element}
    </Router>
  );
  const view = render(wrap(ui));
  // Same tree, new props: state inside the component survives, as it would in the app.
  const rerender = (next: ReactElement) => view.rerender(wrap(next));
  return { ...view, rerender, user, history: location.history, navigate: location.navigate };
}
