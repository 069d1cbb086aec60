/**
 * The bar over a list while rows are picked: how many, the screen's bulk actions (delete the
 * picked cards...) and a way to drop the picks. A live region, so a screen reader hears the count.
 */
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from './row-selection.ts';

export interface BulkAction<T> {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Red, for a destructive action. */
  destructive?: boolean;
  /** Runs with the picked rows (usually opens a confirmation); `done` clears the picks. */
  onClick(rows: readonly T[], done: () => void): void;
}

export function BulkActionBar<T>({ selection, actions }: { selection: RowSelection<T>; actions: ReadonlyArray<BulkAction<T>> }) {
  const { t } = useTranslation('common-table');
  if (selection.count === 0) {
    return <div role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }} />;
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ px: 2, py: 1, alignItems: 'center', flexWrap: 'wrap', bgcolor: 'action.selected', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography role="status" aria-live="polite" variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
        {t('selection.count', { count: selection.count })}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action.id}
          size="small"
          variant="contained"
          color={action.destructive ? 'error' : 'primary'}
          startIcon={action.icon}
          onClick={() => action.onClick(selection.rows, selection.clear)}
        >
          {action.label}
        </Button>
      ))}
      <Button size="small" onClick={selection.clear}>
        {t('selection.clear')}
      </Button>
    </Stack>
  );
}
