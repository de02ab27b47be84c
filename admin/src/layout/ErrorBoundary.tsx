import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage.tsx';

interface State {
  error: Error | null;
}

/** Keeps the sidebar alive when one screen throws; reset by remounting (keyed by path). */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    if (this.state.error)
      return <ErrorPage error={this.state.error} resetErrorBoundary={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
