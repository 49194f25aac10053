// An error boundary around every remote's page: a render error shows the remote's fallback with
// Retry (which re-runs the route's loaders, reloading the remote) instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from 'shared-data/routes';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: RemoteName;
  children: ReactNode;
  /** What to show instead of the remote when it fails (default: the unavailable notice). */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} remote failed while rendering:`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return <RemoteUnavailable remote={this.props.remote} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
