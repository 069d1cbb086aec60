/** Delete Cards' calls (docs/api.md "Delete Cards"); paths from the contract. */
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { CardRenewal } from '@passdesk/contract/cards/card';
import type { CardOptions } from '@passdesk/contract/cards/card-options';
import { DELETE_CARD_PATHS } from '@passdesk/contract/delete-cards/delete-cards-paths';
import type { DeleteCardsResult } from '@passdesk/contract/delete-cards/delete-cards';
import { pathOf } from '@passdesk/contract/http/paths';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request, requestData } from '../../lib/api.ts';

export const ALL_CARDS = DELETE_CARD_PATHS.all;
export const DELETED_HISTORY = DELETE_CARD_PATHS.history;
/** Each list's CSV export. */
export const EXPORT_PATHS = { all: DELETE_CARD_PATHS.allCsv, history: DELETE_CARD_PATHS.historyCsv } as const;
/** The live card lists a delete or a restore changes (Card Management's, Renew Card's expired list). */
const LIVE_LISTS = [CARD_PATHS.list, RENEWAL_PATHS.expired];

/** A card's renewals, for the history's details. */
export function useCardRenewals(id: number) {
  return useQuery({
    queryKey: [CARD_PATHS.renewHistory, id],
    queryFn: ({ signal }) => requestData<CardRenewal[]>(pathOf(CARD_PATHS.renewHistory, { id }), { signal, toastErrors: false }),
  });
}

/** Categories and centers for the filters: GET cards/options, which Delete Cards read opens too. */
export function usePlaceChoices() {
  return useQuery({
    queryKey: [CARD_PATHS.options],
    queryFn: ({ signal }) => requestData<CardOptions>(CARD_PATHS.options, { signal, toastErrors: false }),
    select: (data) => ({
      categories: data.categories.map((category) => ({ value: String(category.id), label: category.name })),
      centers: data.centers.map((center) => ({ value: String(center.id), label: center.name })),
    }),
    staleTime: 5 * 60_000,
  });
}

/** The writes; each refreshes both lists of this screen and the live lists elsewhere. Errors go back to the caller (the dialog shows them). */
export function useDeleteCardWrites() {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = () => Promise.all([ALL_CARDS, DELETED_HISTORY, ...LIVE_LISTS].map((path) => client.invalidateQueries({ queryKey: [path] })));
    return {
      async remove(ids: readonly number[], reason: string, count: number | undefined): Promise<{ message: string; data: DeleteCardsResult }> {
        const answer = await request<{ message: string; data: DeleteCardsResult }>(DELETE_CARD_PATHS.deleteMany, { method: 'DELETE', body: { ids, reason, count }, toastErrors: false });
        await refresh();
        return answer;
      },
      async restore(id: number, reason: string): Promise<string> {
        const answer = await request<{ message: string }>(pathOf(DELETE_CARD_PATHS.restore, { id }), { method: 'POST', body: { reason }, toastErrors: false });
        await refresh();
        return answer.message;
      },
    };
  }, [client]);
}
