/**
 * The list's page buttons (previous, next; first and last when asked), standing in for MUI's own.
 * MUI 9 wraps each of its buttons in a Tooltip, which brings the Tooltip and Popper.js into every
 * list page's first load; these are its buttons as MUI 7 drew them — icon buttons named by
 * `aria-label` with the browser's own `title` tip — so Popper.js still comes only with the first
 * hint (components/Hint.tsx; docs/architecture.md "First load"). The build hands this component to
 * MUI's TablePagination in place of its default (apps/web/vite-pagination-actions.ts).
 */
import { IconButton } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import type { MouseEvent, ReactNode } from 'react';

// MUI's own arrows, so the buttons look as they always did.
const PreviousIcon = createSvgIcon(<path d="M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z" />, 'KeyboardArrowLeft');
const NextIcon = createSvgIcon(<path d="M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z" />, 'KeyboardArrowRight');
const FirstIcon = createSvgIcon(<path d="M18.41 16.59L13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z" />, 'FirstPage');
const LastIcon = createSvgIcon(<path d="M5.59 7.41L10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z" />, 'LastPage');

type Props = Pick<TablePaginationActionsProps, 'count' | 'page' | 'rowsPerPage' | 'onPageChange' | 'getItemAriaLabel' | 'showFirstButton' | 'showLastButton' | 'disabled' | 'className'>;

export default function PaginationActions({ count, page, rowsPerPage, onPageChange, getItemAriaLabel, showFirstButton, showLastButton, disabled = false, className }: Props) {
  const rtl = useTheme().direction === 'rtl';
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const atStart = disabled || page === 0;
  const atEnd = disabled || (count !== -1 && page >= lastPage);
  const button = (type: 'first' | 'previous' | 'next' | 'last', to: number, off: boolean, icon: ReactNode) => (
    <IconButton key={type} onClick={(event: MouseEvent<HTMLButtonElement>) => onPageChange(event, to)} disabled={off} color={type === 'previous' || type === 'next' ? 'inherit' : 'default'} aria-label={getItemAriaLabel(type)} title={getItemAriaLabel(type)}>
      {icon}
    </IconButton>
  );
  // Right to left the arrows point the other way, as the pages run.
  return (
    <div className={className}>
      {showFirstButton ? button('first', 0, atStart, rtl ? <LastIcon /> : <FirstIcon />) : null}
      {button('previous', page - 1, atStart, rtl ? <NextIcon /> : <PreviousIcon />)}
      {button('next', page + 1, atEnd, rtl ? <PreviousIcon /> : <NextIcon />)}
      {showLastButton ? button('last', lastPage, atEnd, rtl ? <FirstIcon /> : <LastIcon />) : null}
    </div>
  );
}
