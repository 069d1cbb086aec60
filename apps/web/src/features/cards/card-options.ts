/**
 * What the card form and the list's filters choose from, from Card Management's own endpoints
 * (a clerk needs no right on the master-data screens): active categories and centers (a few
 * dozen: loaded whole), plus the card's own when it was deactivated since; routes (possibly
 * thousands: searched as the user types).
 */
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { CardOptions, CardRouteChoice } from '@passdesk/contract/cards/card-options';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../lib/api.ts';

const FIVE_MINUTES = 5 * 60_000;

/** `keep`: the card's current category and center, offered even when inactive; `enabled`: false until `keep` is known. */
export function useCardOptions(keep: { category_id?: number; center_id?: number } = {}, enabled = true) {
  const query = { category_id: keep.category_id, center_id: keep.center_id };
  return useQuery({
    queryKey: [CARD_PATHS.options, query],
    enabled,
    queryFn: ({ signal }) => requestData<CardOptions>(CARD_PATHS.options, { query, signal, toastErrors: false }),
    staleTime: FIVE_MINUTES,
  });
}

/** Routes matching what is typed (route number, name, origin, destination), 20 at a time. */
export function useRouteSearch(search: string) {
  const query = { search: search.trim() || undefined };
  return useQuery({
    queryKey: [CARD_PATHS.routeOptions, query],
    queryFn: ({ signal }) => requestData<CardRouteChoice[]>(CARD_PATHS.routeOptions, { query, signal, toastErrors: false }),
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
  });
}
