import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import RouteErrorScreen from './RouteErrorScreen';

interface BoundaryProps {
  /** The current location's key: any navigation (even to the same URL, or only a new query) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Support reads the console of a replayed session; React logs the error itself, this adds where it happened.
    console.error('Route error boundary caught an error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * The route error boundary: a failed chunk (decisions.md §3) or a crashing screen shows RouteErrorScreen instead
 * of a blank page, and the next navigation recovers. A plain React boundary, so the app can use React Router's
 * declarative mode (its data router alone adds ~16 KB gzipped to the first load).
 */
export default function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
