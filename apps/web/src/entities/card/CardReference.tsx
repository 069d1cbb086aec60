/**
 * A card named where something else is listed (a scan of it): its number, a link to the card's
 * page when the number belongs to a card (an inspector may scan a number no card has), and the
 * holder's name below it when known.
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';

export function CardReference({ cardId, cardNumber, holder }: { cardId: number | null; cardNumber: string; holder?: string | null }) {
  return (
    <Box>
      {cardId ? (
        <MuiLink component={Link} to={screenPath(SCREENS.viewCard, { id: cardId })} sx={{ fontFamily: 'monospace' }}>
          {cardNumber}
        </MuiLink>
      ) : (
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {cardNumber}
        </Typography>
      )}
      {holder ? (
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
          {holder}
        </Typography>
      ) : null}
    </Box>
  );
}
