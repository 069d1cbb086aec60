/** Card Management's calls (docs/api.md "Card Management"); paths from the contract. */
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { Card, CardDuplicate, CardListItem, CardRenewal } from '@passdesk/contract/cards/card';
import { pathOf } from '@passdesk/contract/http/paths';
import type { ExpiryReminder } from '@passdesk/contract/renewals/renewal';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request, requestData } from '../../lib/api.ts';
import { useRecordQuery } from '../../lib/record-api.ts';

const CARDS_LIST = CARD_PATHS.list;

/** One card, under the list's key: refreshed with it after every write. */
export const useCard = (id: number) => useRecordQuery<Card>([CARDS_LIST, 'view'], CARD_PATHS.view, id);

export const useRenewalHistory = (id: number) => useRecordQuery<CardRenewal[]>([CARDS_LIST, 'renewals'], CARD_PATHS.renewHistory, id);

/** Expiry reminders mailed to the holder (GET cards/reminders/{id}), newest first. */
export const useExpiryReminders = (id: number) => useRecordQuery<ExpiryReminder[]>([CARDS_LIST, 'reminders'], RENEWAL_PATHS.reminders, id);

/** The PDF receipt of the card's issue (amount, payment mode, receipt number), for openPdf. */
export const cardReceiptPath = (id: number) => pathOf(RENEWAL_PATHS.cardReceipt, { id });

export type ReasonAction = 'block' | 'unblock' | 'delete';

/** Writes of a card; each refreshes the list and the card's own views. Errors go back to the caller. */
export function useCardWrites() {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = () => client.invalidateQueries({ queryKey: [CARDS_LIST] });
    return {
      async create(body: FormData): Promise<Card> {
        const saved = await request<{ data: Card }>(CARD_PATHS.create, { method: 'POST', body, toastErrors: false });
        await refresh();
        return saved.data;
      },
      async update(id: number, body: FormData): Promise<Card> {
        const saved = await request<{ data: Card }>(pathOf(CARD_PATHS.update, { id }), { method: 'PUT', body, toastErrors: false });
        await refresh();
        return saved.data;
      },
      async withReason(action: ReasonAction, card: Pick<CardListItem, 'id'>, reason: string): Promise<string> {
        const method = action === 'delete' ? 'DELETE' : 'POST';
        const answer = await request<{ message: string }>(pathOf(CARD_PATHS[action], { id: card.id }), { method, body: { reason }, toastErrors: false });
        await refresh();
        return answer.message;
      },
      /** The first live card holding the same ID, if any (the number travels in the body, never a URL). */
      async checkDuplicate(idProofType: string, idProofNumber: string, excludeCardId?: number): Promise<CardDuplicate | null> {
        const found = await requestData<CardDuplicate[]>(CARD_PATHS.checkDuplicate, {
          method: 'POST',
          body: { id_proof_type: idProofType, id_proof_number: idProofNumber, exclude_card_id: excludeCardId },
          toastErrors: false,
        });
        return found[0] ?? null;
      },
    };
  }, [client]);
}
