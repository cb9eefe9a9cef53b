import { Component, type ReactNode } from "react";

type Props = { children: ReactNode; fallback: ReactNode; resetKey: string };
type State = { failedAt: string | null };

/** Shows `fallback` instead of a page that failed to render or load (a stale deployment's missing
 * chunk, say), until the shopper moves to another page (`resetKey`). */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: "" }; // filled in by getDerivedStateFromProps' next pass
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === "") return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error("A page could not be shown", error);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}
