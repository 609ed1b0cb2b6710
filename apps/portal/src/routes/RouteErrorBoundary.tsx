import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead of `children` once they failed. */
  fallback: ReactNode;
  /** A new value (the next address) clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * A route's error boundary: a page whose chunk failed twice (or that threw while rendering) shows
 * `fallback` in its place, and the layout around it stays; the next address tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
