/**
 * Where a component made with `lazyComponent` (components/chunk-load.ts) is shown, e.g. a form
 * dialog: while its code arrives, a spinner over the page, so the click that opened it visibly did
 * something; when the code cannot arrive (a new deploy removed the old chunk, the network dropped)
 * or the component fails, the reload message of a page that failed (PageFailure) in a dialog,
 * which `onClose` (what closing the component would do) dismisses: a next try loads it again.
 */
import { Backdrop, CircularProgress, Dialog } from '@mui/material';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './chunk-load.ts';
import { PageFailure } from './PageFailure.tsx';

function Arriving() {
  const { t } = useTranslation('common');
  return (
    // MUI hides a backdrop from screen readers; this one says what is happening.
    <Backdrop open aria-hidden={false} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={t('loading')} />
    </Backdrop>
  );
}

function FailureDialog({ error, onClose }: { error: Error; onClose(): void }) {
  const { t } = useTranslation('errors');
  const kind = isChunkLoadError(error) ? 'chunk' : 'crash';
  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { 'aria-label': t(`${kind}.title`) } }}>
      <PageFailure kind={kind} />
    </Dialog>
  );
}

class ArrivalBoundary extends Component<{ children: ReactNode; onClose(): void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('a component shown on demand failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <FailureDialog error={this.state.error} onClose={this.props.onClose} /> : this.props.children;
  }
}

export function OnDemand({ children, onClose }: { children: ReactNode; onClose(): void }) {
  return (
    <ArrivalBoundary onClose={onClose}>
      <Suspense fallback={<Arriving />}>{children}</Suspense>
    </ArrivalBoundary>
  );
}
