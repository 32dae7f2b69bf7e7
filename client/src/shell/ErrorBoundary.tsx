import { Component, type ReactNode } from 'react';
import { ErrorView } from './StateViews';

interface Props {
  children: ReactNode;
  /** Reloads the route's data; the boundary clears once it has settled. */
  onRetry?: () => Promise<void> | void;
}

interface State {
  error: Error | null;
}

/** A route's error boundary: shows what went wrong with a retry instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  retry = async () => {
    try {
      await this.props.onRetry?.();
    } finally {
      this.setState({ error: null });
    }
  };

  override render() {
    if (this.state.error) return <ErrorView error={this.state.error} onRetry={() => void this.retry()} />;
    return this.props.children;
  }
}
