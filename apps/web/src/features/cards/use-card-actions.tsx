/**
 * What can be done to one card from the list or its page: print it, block or unblock it, delete it
 * — the last three with a reason the audit log keeps.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { REASON_MAX } from '@passdesk/contract/cards/card-statuses';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { pathOf } from '@passdesk/contract/http/paths';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { useState, type ReactNode } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { openPdf } from '../../lib/open-pdf.ts';
import { useCan } from '../../session/permissions.ts';
import { useCardWrites, type ReasonAction } from './cards-api.ts';
import { holderName } from '../../entities/card/holder-name.ts';

type CardRef = Pick<CardListItem, 'id' | 'card_number' | 'first_name' | 'last_name' | 'status'>;

export function useCardActions(options: { afterDelete?(): void } = {}) {
  const { t } = useTranslation('cards');
  const writes = useCardWrites();
  const [asking, setAsking] = useState<{ action: ReasonAction; card: CardRef } | null>(null);
  const can = { update: useCan(PERMISSION.cardManagement, 'update'), delete: useCan(PERMISSION.cardManagement, 'delete') };

  /** Opens a PDF of the server's (a card, a receipt) in a new tab; a failure becomes a toast. */
  const openPdfOf = (path: string, fallbackName: string) => {
    openPdf(path, { fallbackName, waitingText: t('print.preparing') }).catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  };
  const print = (card: Pick<CardListItem, 'id' | 'card_number'>) => openPdfOf(pathOf(CARD_PATHS.print, { id: card.id }), `card-${card.card_number}.pdf`);

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
    openPdf: openPdfOf,
    block: (card: CardRef) => setAsking({ action: card.status === 'blocked' ? 'unblock' : 'block', card }),
    remove: (card: CardRef) => setAsking({ action: 'delete', card }),
    dialog,
  };
}
