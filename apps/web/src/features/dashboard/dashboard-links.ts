/**
 * Where each dashboard figure leads: the list it counts, with that count's filter in the URL (the
 * lists read their filters from it), so the number on the card and the rows of the list agree.
 */
import { DASHBOARD_EXPIRING_DAYS, type Dashboard } from '@passdesk/contract/reports/dashboard';
import type { ScanResult } from '@passdesk/contract/mobile/scan';

const withQuery = (path: string, query: Record<string, string | number>): string => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
};

export type CardFigure = keyof Dashboard['cards'];

/** The card list for a figure of `cards` (days are the server's `today`). */
export function cardFigureLink(figure: CardFigure, today: string): string {
  switch (figure) {
    case 'total':
      return '/card-management';
    case 'active':
    case 'expired':
    case 'blocked':
      return withQuery('/card-management', { status: figure });
    case 'expiring_soon':
      return withQuery('/card-management', { expiring_within_days: DASHBOARD_EXPIRING_DAYS });
    case 'issued_today':
      return trendLink('issued', today);
    case 'renewed_this_month':
      return trendLink('renewed', `${today.slice(0, 8)}01`, today);
  }
}

/** A category's cards, optionally of one standing. */
export const categoryLink = (categoryId: number, status?: 'active' | 'expired' | 'blocked'): string =>
  withQuery('/card-management', status ? { category_id: categoryId, status } : { category_id: categoryId });

/** Cards issued, or renewals made, on one day or from one day to another (both included). */
export function trendLink(kind: 'issued' | 'renewed', from: string, to = from): string {
  return kind === 'issued' ? withQuery('/card-management', { issued_from: from, issued_to: to }) : withQuery('/renew-card', { tab: 'renewed', from, to });
}

/** Today's scans with one result. */
export const scanLink = (result: ScanResult, today: string): string => withQuery('/card-scan', { result, from: today, to: today });

export const PENDING_APPLICATIONS_LINK = withQuery('/application-card', { status: 'pending' });
