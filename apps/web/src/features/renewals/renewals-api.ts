/**
 * The Renew Card screens' calls (docs/api.md "Renew Card"): the two lists, the choices for their
 * filters and the form, the renew screen's quote, one renewal, renewing and deleting an entry.
 */
import type { ListResult } from '@passdesk/contract/http/list';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { pathOf } from '@passdesk/contract/http/paths';
import type { Renewal, RenewalOptions, RenewalQuote, RenewInput } from '@passdesk/contract/renewals/renewal';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listQueryKey } from '../../components/data-table/use-list-query.ts';
import { request, requestData } from '../../lib/api.ts';
import { useRecordQuery } from '../../lib/record-api.ts';

export const EXPIRED_PATH = RENEWAL_PATHS.expired;
export const RENEWED_PATH = RENEWAL_PATHS.renewed;
/** Each list's CSV export. */
export const EXPORT_PATHS = { expired: RENEWAL_PATHS.expiredCsv, renewed: RENEWAL_PATHS.renewedCsv } as const;

export function useRenewalOptions() {
  return useQuery({
    queryKey: [RENEWAL_PATHS.options],
    queryFn: ({ signal }) => requestData<RenewalOptions>(RENEWAL_PATHS.options, { signal, toastErrors: false }),
    staleTime: 60_000,
  });
}

/** How many rows a list has with no filter: the tab's count. */
export function useListTotal(path: string) {
  return useQuery({
    queryKey: listQueryKey(path, { count: true }),
    queryFn: ({ signal }) => requestData<ListResult<unknown>>(path, { query: { limit: 1 }, signal, toastErrors: false }),
    select: (data) => data.total,
  });
}

export function useRenewalQuote(cardId: number | undefined) {
  return useQuery({
    queryKey: [RENEWAL_PATHS.quote, cardId],
    queryFn: ({ signal }) => requestData<RenewalQuote>(pathOf(RENEWAL_PATHS.quote, { id: cardId ?? 0 }), { signal, toastErrors: false }),
    enabled: cardId !== undefined,
  });
}

export const useRenewal = (id: number | undefined) => useRecordQuery<Renewal>([RENEWED_PATH, 'one'], RENEWAL_PATHS.view, id);

/** Renewing and deleting an entry; every view of the lists, the card and its history is refreshed after. */
export function useRenewalWrites() {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = () =>
      Promise.all(
        // The card's own views (its page, history, the list) are keyed under the cards list path.
        [[EXPIRED_PATH], [RENEWED_PATH], [RENEWAL_PATHS.quote], [CARD_PATHS.list]].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    return {
      async renew(cardId: number, input: RenewInput, idempotencyKey: string, photo: File | null): Promise<Renewal> {
        // One key per opening of the form: a double click or a retry renews once.
        const fields: RenewInput = { ...input, idempotency_key: idempotencyKey };
        const renewed = await request<{ data: Renewal }>(pathOf(RENEWAL_PATHS.renew, { id: cardId }), { method: 'POST', body: photo ? renewalForm(fields, photo) : fields, toastErrors: false });
        await refresh();
        return renewed.data;
      },
      async remove(renewalId: number, reason: string): Promise<Renewal> {
        const deleted = await request<{ data: Renewal }>(pathOf(RENEWAL_PATHS.deleteHistory, { id: renewalId }), { method: 'DELETE', body: { reason }, toastErrors: false });
        await refresh();
        return deleted.data;
      },
    };
  }, [client]);
}

/** A renewal with a new photo travels as a multipart form: the fields as text parts, then the photo. */
function renewalForm(fields: RenewInput, photo: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
  form.append('photo', photo, photo.name || 'photo.jpg');
  return form;
}

/** The renewal's receipt (PDF) path, for openPdf. */
export const receiptPath = (renewalId: number) => pathOf(RENEWAL_PATHS.receipt, { id: renewalId });
