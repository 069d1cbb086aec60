/**
 * A card's summary where cards are listed or picked (the card list, delete cards and their history):
 * photo, number (a link to the card's page when `to` is given), holder and mobile.
 */
import { Avatar, Box, Stack, Typography } from '@mui/material';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { Link } from 'react-router';
import { holderName } from './holder-name.ts';

const NUMBER_SX = { fontWeight: 600, fontFamily: 'monospace' } as const;

export function CardSummary({ card, to }: { card: Pick<CardListItem, 'photo_url' | 'card_number' | 'first_name' | 'last_name' | 'mobile'>; to?: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
      <Avatar src={card.photo_url} alt="" variant="rounded" sx={{ width: 36, height: 46 }} />
      <Box sx={{ minWidth: 0 }}>
        {to ? (
          <Typography variant="body2" component={Link} to={to} sx={{ ...NUMBER_SX, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
            {card.card_number}
          </Typography>
        ) : (
          <Typography variant="body2" sx={NUMBER_SX}>
            {card.card_number}
          </Typography>
        )}
        <Typography variant="body2" noWrap>
          {holderName(card)}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {card.mobile}
        </Typography>
      </Box>
    </Stack>
  );
}
