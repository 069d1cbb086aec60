/** The shown part of a Hint (components/Hint.tsx), in a chunk of its own: MUI's Popper beside the element, styled as the theme's tooltips. */
import Box from '@mui/material/Box';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';

/** MUI's Tooltip stands 14 px from its element. */
const OFFSET = [0, 14];

export default function HintPopup({ anchor, title, placement = 'bottom', open }: { anchor: HTMLElement; title: string; placement?: PopperPlacementType; open: boolean }) {
  const theme = useTheme();
  return (
    <Popper open={open} anchorEl={anchor} placement={placement} modifiers={[{ name: 'offset', options: { offset: OFFSET } }]} sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}>
      {/* The Popper's own element is the one with role="tooltip". */}
      <Box
        sx={{
          px: 1,
          py: 0.5,
          borderRadius: 1,
          maxWidth: 300,
          fontWeight: 500,
          overflowWrap: 'break-word',
          fontFamily: theme.typography.fontFamily,
          // The theme's own tooltip look (theme/overrides.ts MuiTooltip), one rule for both.
          ...(theme.components?.MuiTooltip?.styleOverrides?.tooltip as object | undefined),
        }}
      >
        {title}
      </Box>
    </Popper>
  );
}
