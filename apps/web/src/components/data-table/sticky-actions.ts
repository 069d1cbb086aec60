/**
 * From 600 px up (`sm`; below it the rows are stacked cards) the row actions stay at the inline
 * end of a table that scrolls sideways, so that a clerk sees view, edit, print... without
 * scrolling. A sticky cell covers what scrolls under it, so it is opaque: the paper, with the
 * row's own tint over it in every state (MUI's TableRow paints hover and selection on the row,
 * translucent), and the head's background in the head. While content runs on under it
 * (`data-overflow-end`, inline-overflow.ts) a line and a soft shadow mark its edge.
 */
import { tableRowClasses } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { tableHeadBackground } from '../../theme/overrides.ts';
import { OVERFLOW_END_ATTRIBUTE } from './inline-overflow.ts';

/** A colour laid over the cell's own background. */
const over = (color: string) => ({ backgroundImage: `linear-gradient(${color}, ${color})` });

export const STICKY_ACTIONS = (theme: Theme) => {
  const { action, primary, background, divider, common, mode } = theme.palette;
  const row = `& tbody tr.${tableRowClasses.root}`;
  return {
    [theme.breakpoints.up('sm')]: {
      '& [data-actions]': { position: 'sticky', insetInlineEnd: 0, zIndex: 1, backgroundColor: background.paper },
      '& thead [data-actions]': over(tableHeadBackground(theme)),
      // The same tints as MUI's TableRow, on the cell instead of the row.
      [`${row}.${tableRowClasses.hover}:hover > [data-actions]`]: over(action.hover),
      [`${row}.${tableRowClasses.selected} > [data-actions]`]: over(alpha(primary.main, action.selectedOpacity)),
      [`${row}.${tableRowClasses.selected}:hover > [data-actions]`]: over(alpha(primary.main, action.selectedOpacity + action.hoverOpacity)),
      // Drawn just outside the cell, over what scrolls under it. One shadow only: the right-to-left
      // styles flip the first shadow's offset, not a second's.
      [`&[${OVERFLOW_END_ATTRIBUTE}] [data-actions]::before`]: {
        content: '""',
        position: 'absolute',
        insetBlock: 0,
        insetInlineEnd: '100%',
        width: 10,
        pointerEvents: 'none',
        borderInlineEnd: `1px solid ${divider}`,
        boxShadow: `inset -10px 0 8px -8px ${alpha(common.black, mode === 'light' ? 0.18 : 0.5)}`,
      },
    },
  };
};
