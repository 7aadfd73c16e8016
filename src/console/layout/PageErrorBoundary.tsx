import { Component, type ReactNode } from 'react';
import { ConsoleError } from '../ConsoleError.tsx';

/**
 * Keeps the frame (bar, sidebar, footer) when a page fails to render. The layout keys it by path, so
 * navigating elsewhere starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    return error ? <ConsoleError error={error} resetErrorBoundary={() => this.setState({ error: null })} /> : this.props.children;
  }
}
