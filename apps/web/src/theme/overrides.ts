/** Component defaults shared by every screen: pill buttons, rounded cards, dark red table headers. */
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { alpha, type Theme } from '@mui/material/styles';
import { TABLE_HEAD_RED } from './colors.ts';
import { CARD_RADIUS } from './sizes.ts';

/** A table head's background: dark red in light mode, a faint white veil over the paper in dark mode. */
export function tableHeadBackground(theme: Theme): string {
  return theme.palette.mode === 'light' ? TABLE_HEAD_RED : alpha(theme.palette.common.white, 0.04);
}

export function componentOverrides(theme: Theme, skin: DisplaySettings['skin']): NonNullable<Theme['components']> {
  const light = theme.palette.mode === 'light';
  const bordered = skin === 'bordered';
  return {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        '#root': { minHeight: '100vh' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: false },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: theme.spacing(2.5), lineHeight: 1.6 },
        sizeSmall: { paddingInline: theme.spacing(1.75) },
        sizeLarge: { paddingInline: theme.spacing(3.25) },
        contained: { boxShadow: bordered ? 'none' : theme.shadows[2] },
      },
    },
    MuiFab: { styleOverrides: { root: { borderRadius: 999 } } },
    MuiCard: {
      defaultProps: { elevation: bordered ? 0 : 2 },
      styleOverrides: {
        root: {
          borderRadius: CARD_RADIUS,
          ...(bordered ? { border: `1px solid ${theme.palette.divider}`, boxShadow: 'none' } : {}),
        },
      },
    },
    MuiCardHeader: {
      styleOverrides: { root: { padding: theme.spacing(3, 3, 2) }, title: { fontWeight: 600, fontSize: '1.125rem' } },
    },
    MuiCardContent: { styleOverrides: { root: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiTableHead: {
      styleOverrides: { root: { backgroundColor: tableHeadBackground(theme) } },
    },
    MuiTableCell: {
      styleOverrides: {
        // Below 1536 px (a 1366-px counter screen, the sidebar open) the lists' cells keep 8 px on
        // each side instead of 16: the card list's last column then shows beside the sticky row
        // actions without scrolling.
        root: { [theme.breakpoints.down('xl')]: { '&:not(.MuiTableCell-paddingCheckbox):not(.MuiTableCell-paddingNone)': { paddingInline: theme.spacing(1) } } },
        head: {
          fontWeight: 600,
          fontSize: '0.8125rem',
          textTransform: 'uppercase',
          letterSpacing: '0.2px',
          ...(light ? { color: theme.palette.common.white, backgroundColor: TABLE_HEAD_RED } : {}),
          '& .MuiTableSortLabel-root, & .MuiTableSortLabel-root:hover, & .MuiTableSortLabel-root.Mui-active': light
            ? { color: theme.palette.common.white }
            : {},
          '& .MuiTableSortLabel-icon': light ? { color: `${theme.palette.common.white} !important` } : {},
          '& .MuiCheckbox-root': light ? { color: theme.palette.common.white } : {},
        },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    // Solid, so the text keeps its contrast over any background.
    MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem', backgroundColor: light ? '#2E263D' : '#E7E3FC', color: light ? '#FFFFFF' : '#2E263D' } } },
    MuiToggleButton: {
      styleOverrides: {
        root: {
          color: theme.palette.text.primary,
          '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
        },
      },
    },
    MuiMenu: { styleOverrides: { paper: { marginTop: theme.spacing(0.5) } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: CARD_RADIUS / 2 } } },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: theme.shape.borderRadius } } },
  };
}
