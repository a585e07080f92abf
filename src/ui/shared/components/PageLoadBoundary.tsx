import { Component, type ReactNode } from 'react';
import { isPageLoadFailure, PAGE_UNREACHABLE } from '../errors/error-policy';
import { ErrorState } from './status/ErrorState';

interface Props {
  /** The current path: moving to another page clears the failure. */
  resetKey: string;
  /** Lets the failed page's code be downloaded again (the route table's). */
  onRetry(): void;
  children: ReactNode;
}

/**
 * Inside the console's <main>: a page whose code could not be downloaded (the server is unreachable) says so
 * with Retry in the page area, and the shell around it stays (docs/architecture.md, "When the server is away"). Any other crash goes on to the
 * route's error boundary.
 */
export class PageLoadBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isPageLoadFailure(error)) throw error;
    return <ErrorState message={PAGE_UNREACHABLE} onRetry={this.retry} />;
  }
}
