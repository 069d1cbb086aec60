/**
 * Confirms deleting one or several cards: names them, asks for the reason (required) and, for more
 * than one card, for the number of cards to be typed. The contract's schema decides (the server
 * applies the same one); a refusal (a card someone else deleted meanwhile...) shows inside, with
 * the cards it names, and nothing is deleted.
 */
import { Alert, Box, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { REASON_MAX } from '@passdesk/contract/cards/card-fields';
import { deleteCardsSchema } from '@passdesk/contract/delete-cards/delete-cards';
import { useId, useState, type FormEvent } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../components/ReasonDialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDeleteCardWrites } from './delete-cards-api.ts';
import { holderName } from '../../entities/card/holder-name.ts';

type Picked = Pick<CardListItem, 'id' | 'card_number' | 'first_name' | 'last_name'>;
const SHOWN = 8;

export function DeleteCardsDialog({ cards, onDone, onClose }: { cards: readonly Picked[]; onDone(): void; onClose(): void }) {
  const { t } = useTranslation('delete-cards');
  const writes = useDeleteCardWrites();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const several = cards.length > 1;
  const count = several ? Number(typed.trim()) : undefined;
  const checked = deleteCardsSchema.safeParse({ ids: cards.map((card) => card.id), reason, count });
  const problem = (field: string) => (touched && !checked.success ? checked.error.issues.find((issue) => issue.path[0] === field)?.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.success) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await writes.remove(checked.data.ids, checked.data.reason, checked.data.count);
      toast.success(answer.message);
      onDone();
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure({ message, details: error instanceof ApiError ? Object.values(error.errors ?? {}) : [] });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('confirm.title', { count: cards.length })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText component="div">
              {t('confirm.message', { count: cards.length })}
              <Box component="ul" sx={{ my: 1, pl: 3, maxHeight: 160, overflow: 'auto' }}>
                {cards.slice(0, SHOWN).map((card) => (
                  <li key={card.id}>
                    <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {card.card_number}
                    </Typography>{' '}
                    {holderName(card)}
                  </li>
                ))}
                {cards.length > SHOWN ? <li>{t('confirm.more', { number: cards.length - SHOWN })}</li> : null}
              </Box>
            </DialogContentText>
            <TextField
              label={t('confirm.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              error={Boolean(problem('reason'))}
              helperText={problem('reason') ? t('confirm.reasonRequired') : t('confirm.reasonHint')}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
            {several ? (
              <TextField
                label={t('confirm.typeCount', { number: cards.length })}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                required
                fullWidth
                error={Boolean(problem('count'))}
                helperText={problem('count') ? t('confirm.countWrong', { number: cards.length }) : t('confirm.countHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
            ) : null}
            {failure ? (
              <Alert severity="error">
                {failure.message}
                {failure.details.length ? (
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {failure.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </Box>
                ) : null}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={t('confirm.cancel')} confirmLabel={t('confirm.delete', { count: cards.length })} destructive pending={pending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
