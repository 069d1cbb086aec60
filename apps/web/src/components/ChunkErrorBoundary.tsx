/**
 * Catches a page that failed to render so the shell stays usable: a chunk that did not load gets
 * a friendly "reload" message, anything else a short apology with the same way out.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BootShellDone } from './BootShellDone.tsx';
import { isChunkLoadError } from './chunk-load.ts';
import { PageFailure } from './PageFailure.tsx';

interface Props {
  children: ReactNode;
  /** Change it (e.g. the path) to clear a caught error when the user goes elsewhere. */
  resetKey?: string;
  /** Places the message, e.g. centred on an empty page. */
  fallbackWrapper?: (failure: ReactNode) => ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) {
      const failure = (
        <>
          <BootShellDone />
          <PageFailure kind={isChunkLoadError(error) ? 'chunk' : 'crash'} />
        </>
      );
      return this.props.fallbackWrapper ? this.props.fallbackWrapper(failure) : failure;
    }
    return this.props.children;
  }
}
