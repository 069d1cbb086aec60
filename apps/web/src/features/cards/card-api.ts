/** Card Management's calls (spec section 7, Cards row, plus block/unblock, print and the duplicate check); paths from the contract. */
import { cardPath } from '@passdesk/contract/cards/card-paths';
import type { Card, CardDuplicate, CardListItem, CardRenewal } from '@passdesk/contract/cards/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request, requestData } from '../../lib/api.ts';

export const CARD_PERMISSION = 'Card Management';
export const CARDS_LIST = cardPath('list');

/** Query key of one card: invalidated with the list after every write. */
export const cardKey = (id: number) => [CARDS_LIST, 'view', id] as const;

export function useCard(id: number) {
  return useQuery({
    queryKey: cardKey(id),
    queryFn: ({ signal }) => requestData<Card>(cardPath('view', { id }), { signal, toastErrors: false }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRenewalHistory(id: number) {
  return useQuery({
    queryKey: [CARDS_LIST, 'renewals', id],
    queryFn: ({ signal }) => requestData<CardRenewal[]>(cardPath('renewHistory', { id }), { signal, toastErrors: false }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type ReasonAction = 'block' | 'unblock' | 'delete';

/** Writes of a card; each refreshes the list and the card's own views. Errors go back to the caller. */
export function useCardWrites() {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = () => client.invalidateQueries({ queryKey: [CARDS_LIST] });
    return {
      async create(body: FormData): Promise<Card> {
        const saved = await request<{ data: Card }>(cardPath('create'), { method: 'POST', body, toastErrors: false });
        await refresh();
        return saved.data;
      },
      async update(id: number, body: FormData): Promise<Card> {
        const saved = await request<{ data: Card }>(cardPath('update', { id }), { method: 'PUT', body, toastErrors: false });
        await refresh();
        return saved.data;
      },
      async withReason(action: ReasonAction, card: Pick<CardListItem, 'id'>, reason: string): Promise<string> {
        const method = action === 'delete' ? 'DELETE' : 'POST';
        const answer = await request<{ message: string }>(cardPath(action, { id: card.id }), { method, body: { reason }, toastErrors: false });
        await refresh();
        return answer.message;
      },
      /** The first live card holding the same ID, if any (the number travels in the body, never a URL). */
      async checkDuplicate(idProofType: string, idProofNumber: string, excludeCardId?: number): Promise<CardDuplicate | null> {
        const found = await requestData<CardDuplicate[]>(cardPath('checkDuplicate'), {
          method: 'POST',
          body: { id_proof_type: idProofType, id_proof_number: idProofNumber, exclude_card_id: excludeCardId },
          toastErrors: false,
        });
        return found[0] ?? null;
      },
    };
  }, [client]);
}
