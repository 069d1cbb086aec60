/**
 * Where a component made with `lazyComponent` (components/chunk-load.ts) is shown: while its code
 * arrives, a spinner over the page, so the click that opened it visibly did something.
 */
import { Backdrop, CircularProgress } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Arriving() {
  const { t } = useTranslation('common');
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={t('loading')} />
    </Backdrop>
  );
}

export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Arriving />}>{children}</Suspense>;
}
