import { Component, type ReactNode } from 'react';

interface Props {
  /** Where "a way back" leads: the console or the public home page. */
  homeHref: string;
  homeLabel: string;
  /** The current path: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A crash in one page shows a friendly message with a way back, not a blank screen. The error itself is
 * logged once, by the root's onCaughtError (main.tsx), so this boundary does not log it again.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="route-error" id="main">
        <h1>Something went wrong on this page</h1>
        <p>Nothing you saved is lost. Try again, or go back and carry on.</p>
        <div className="route-error__actions">
          <button type="button" className="button" onClick={() => this.setState({ failed: false })}>
            Try again
          </button>
          <a className="button button--secondary" href={this.props.homeHref}>
            {this.props.homeLabel}
          </a>
        </div>
      </main>
    );
  }
}
