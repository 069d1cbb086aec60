/** A card in a list cell: photo, number, holder and mobile. */
import { Avatar, Box, Stack, Typography } from '@mui/material';
import type { CardListItem } from '@passdesk/contract/cards/card';

export function CardCell({ card }: { card: Pick<CardListItem, 'photo_url' | 'card_number' | 'first_name' | 'last_name' | 'mobile'> }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
      <Avatar src={card.photo_url} alt="" variant="rounded" sx={{ width: 36, height: 46 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {card.card_number}
        </Typography>
        <Typography variant="body2" noWrap>
          {`${card.first_name} ${card.last_name}`.trim()}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {card.mobile}
        </Typography>
      </Box>
    </Stack>
  );
}
