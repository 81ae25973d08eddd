import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnexpectedError } from './unexpected-error';

interface State {
  error: Error | null;
}

/** The top-level boundary (docs/product.md#errors): 'An unexpected error has occurred.' instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <UnexpectedError error={this.state.error} />;
    return this.props.children;
  }
}
