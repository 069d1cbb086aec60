/**
 * Where each dashboard figure leads: the list it counts, with that count's filter in the URL (the
 * lists read their filters from it), so the number on the card and the rows of the list agree.
 */
import { SCREENS, withQuery } from '@passdesk/contract/navigation/screens';
import { DASHBOARD_EXPIRING_DAYS } from '@passdesk/contract/dashboard/dashboard-days';
import type { Dashboard } from '@passdesk/contract/dashboard/dashboard';
import type { ScanResult } from '@passdesk/contract/scans/scan';

export type CardFigure = keyof Dashboard['cards'];

/** The card list for a figure of `cards` (days are the server's `today`). */
export function cardFigureLink(figure: CardFigure, today: string): string {
  switch (figure) {
    case 'total':
      return SCREENS.cards;
    case 'active':
    case 'expired':
    case 'blocked':
      return withQuery(SCREENS.cards, { status: figure });
    case 'expiring_soon':
      return withQuery(SCREENS.cards, { expiring_within_days: DASHBOARD_EXPIRING_DAYS });
    case 'issued_today':
      return trendLink('issued', today);
    case 'renewed_this_month':
      return trendLink('renewed', `${today.slice(0, 8)}01`, today);
  }
}

/** A category's cards, optionally of one standing. */
export const categoryLink = (categoryId: number, status?: 'active' | 'expired' | 'blocked'): string =>
  withQuery(SCREENS.cards, status ? { category_id: categoryId, status } : { category_id: categoryId });

/** Cards issued, or renewals made, on one day or from one day to another (both included). */
export function trendLink(kind: 'issued' | 'renewed', from: string, to = from): string {
  return kind === 'issued' ? withQuery(SCREENS.cards, { issued_from: from, issued_to: to }) : withQuery(SCREENS.renewals, { tab: 'renewed', from, to });
}

/** Today's scans with one result. */
export const scanLink = (result: ScanResult, today: string): string => withQuery(SCREENS.cardScans, { result, from: today, to: today });

export const PENDING_APPLICATIONS_LINK = withQuery(SCREENS.applications, { status: 'pending' });
