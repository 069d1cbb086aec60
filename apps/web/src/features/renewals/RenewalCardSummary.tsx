/** The card being renewed: a large photo for the face check, the holder and the period that ended. */
import { Avatar, Box, Stack, Typography } from '@mui/material';
import type { RenewalQuote } from '@passdesk/contract/renewals/renewal';
import { useTranslation } from 'react-i18next';
import { CardStatusChip } from '../../entities/card/CardStatusChip.tsx';
import { useFormat } from '../../lib/format.ts';
import { CardLink, Fact } from './Fact.tsx';
import { holderName } from '../../entities/card/holder-name.ts';

export function RenewalCardSummary({ card }: { card: RenewalQuote['card'] }) {
  const { t } = useTranslation('renewals');
  const format = useFormat();
  const name = holderName(card);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
      <Avatar src={card.photo_url ?? undefined} alt={t('photoOf', { name })} variant="rounded" sx={{ width: 140, height: 180, fontSize: 48 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, flex: 1, width: '100%' }}>
        <Fact label={t('fields.holder')}>{name}</Fact>
        <Fact label={t('fields.card')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <CardLink id={card.id} number={card.card_number} />
            <CardStatusChip status={card.status} />
          </Stack>
        </Fact>
        <Fact label={t('fields.mobile')}>{card.mobile}</Fact>
        <Fact label={t('fields.category')}>{`${card.category_name} (${card.category_code})`}</Fact>
        <Fact label={t('fields.center')}>{card.center_name ?? '—'}</Fact>
        <Fact label={t('fields.previousValidity')}>
          {`${format.date(card.valid_from)} – ${format.date(card.valid_until)}`}
          {card.days_expired > 0 ? (
            <Typography variant="body2" color="warning">
              {t('expiredDaysAgo', { count: card.days_expired })}
            </Typography>
          ) : null}
        </Fact>
      </Box>
    </Stack>
  );
}
