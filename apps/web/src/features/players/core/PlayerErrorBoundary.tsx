import { Component, type ReactNode } from 'react';

interface Props {
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/** A player chunk that failed to load (or threw while rendering) shows the host's message, not the app's error screen. */
export class PlayerErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[player] the player failed', error);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
