/** The expiry reminders mailed to the card's holder (GET cards/reminders/{id}): when, to which address, and how it went. */
import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useExpiryReminders } from './cards-api.ts';
import { LoadedListSection } from './CardSection.tsx';

const STATUS_COLOUR = { sent: 'success', sending: 'default', failed: 'error' } as const;

export function ExpiryReminders({ cardId, hasEmail }: { cardId: number; hasEmail: boolean }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const reminders = useExpiryReminders(cardId);
  return (
    <LoadedListSection title={t('reminders.title')} query={reminders} empty={hasEmail ? t('reminders.none') : t('reminders.noEmail')}>
      {(items) => (
        <List dense disablePadding aria-label={t('reminders.title')}>
          {items.map((reminder) => (
            <ListItem key={reminder.id} disableGutters divider>
              <ListItemText
                primary={t('reminders.entry', { until: format.date(reminder.valid_until), email: reminder.email })}
                secondary={reminder.sent_at ? format.dateTime(reminder.sent_at) : (reminder.error ?? format.dateTime(reminder.created_at))}
              />
              <Chip size="small" variant="outlined" color={STATUS_COLOUR[reminder.status]} label={t(`reminders.status.${reminder.status}`)} />
            </ListItem>
          ))}
        </List>
      )}
    </LoadedListSection>
  );
}
