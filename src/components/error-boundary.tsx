import { Component, type ErrorInfo, type ReactNode } from "react";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children after they fail to render. */
  fallback: ReactNode;
  /** The route: when it changes, the children get another chance (e.g. the visitor navigated on). */
  resetKey: string;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a render error in the page content so the frame around it (header, footer, contact
 * buttons) keeps working. Logs each error once and recovers when `resetKey` changes. Catches in the
 * browser only: React does not call error boundaries while server-rendering.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  /** The last error logged, so an error is logged once however often React reports it. */
  private logged: { error: unknown } | null = null;

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  // Reset in the same render as the route change, so the new page shows without a flash of the fallback.
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.logged && this.logged.error === error) return;
    this.logged = { error };
    console.error("Page content failed to render:", error, info.componentStack ?? "");
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
