import { Component, type ReactNode } from 'react';

interface IslandBoundaryProps {
  /** What is drawn in the island's place once something in it threw. */
  fallback: ReactNode;
  onError: () => void;
  children: ReactNode;
}

/**
 * Catches what the island's runtime throws, so it stays the island's: the page around it never
 * goes blank, and the island draws its fallback instead.
 */
export class IslandBoundary extends Component<IslandBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
