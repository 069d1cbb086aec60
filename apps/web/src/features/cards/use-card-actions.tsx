/**
 * What can be done to one card from the list or its page: print it, block or unblock it, delete it
 * — the last three with a reason the audit log keeps.
 */
import { REASON_MAX } from '@passdesk/contract/cards/card-fields';
import { cardPath } from '@passdesk/contract/cards/card-paths';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { openPdf } from '../../lib/open-pdf.ts';
import { useCan } from '../../session/permissions.ts';
import { CARD_PERMISSION, useCardWrites, type ReasonAction } from './card-api.ts';

type CardRef = Pick<CardListItem, 'id' | 'card_number' | 'first_name' | 'last_name' | 'status'>;

export const holderName = (card: Pick<CardListItem, 'first_name' | 'last_name'>) => `${card.first_name} ${card.last_name}`.trim();

export function useCardActions(options: { afterDelete?(): void } = {}) {
  const { t } = useTranslation('cards');
  const writes = useCardWrites();
  const [asking, setAsking] = useState<{ action: ReasonAction; card: CardRef } | null>(null);
  const can = { update: useCan(CARD_PERMISSION, 'update'), delete: useCan(CARD_PERMISSION, 'delete') };

  const print = (card: Pick<CardListItem, 'id' | 'card_number'>) => {
    openPdf(cardPath('print', { id: card.id }), { fallbackName: `card-${card.card_number}.pdf`, waitingText: t('print.preparing') }).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : String(error)),
    );
  };

  const dialog: ReactNode = asking ? (
    <ReasonDialog
      title={t(`reasonDialog.${asking.action}.title`, { number: asking.card.card_number })}
      message={t(`reasonDialog.${asking.action}.message`, { number: asking.card.card_number, name: holderName(asking.card) })}
      confirmLabel={t(`reasonDialog.${asking.action}.confirm`)}
      destructive={asking.action !== 'unblock'}
      minLength={3}
      maxLength={REASON_MAX}
      onConfirm={async (reason) => {
        const message = await writes.withReason(asking.action, asking.card, reason);
        toast.success(message || t(`reasonDialog.${asking.action}.done`, { number: asking.card.card_number }));
        if (asking.action === 'delete') options.afterDelete?.();
      }}
      onClose={() => setAsking(null)}
    />
  ) : null;

  return {
    can,
    print,
    block: (card: CardRef) => setAsking({ action: card.status === 'blocked' ? 'unblock' : 'block', card }),
    remove: (card: CardRef) => setAsking({ action: 'delete', card }),
    dialog,
  };
}
