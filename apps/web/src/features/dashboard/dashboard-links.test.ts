import { describe, expect, it } from 'vitest';
import { cardFigureLink, categoryLink, PENDING_APPLICATIONS_LINK, scanLink, trendLink } from './dashboard-links.ts';

describe('dashboard links', () => {
  const today = '2026-11-24';

  it('opens the card list with the filter each card figure counts by', () => {
    expect(cardFigureLink('total', today)).toBe('/card-management');
    expect(cardFigureLink('active', today)).toBe('/card-management?status=active');
    expect(cardFigureLink('expired', today)).toBe('/card-management?status=expired');
    expect(cardFigureLink('blocked', today)).toBe('/card-management?status=blocked');
    expect(cardFigureLink('expiring_soon', today)).toBe('/card-management?expiring_within_days=7');
    expect(cardFigureLink('issued_today', today)).toBe('/card-management?issued_from=2026-11-24&issued_to=2026-11-24');
    expect(cardFigureLink('renewed_this_month', today)).toBe('/renew-card?tab=renewed&from=2026-11-01&to=2026-11-24');
  });

  it('opens categories, trend days, scans by result and pending applications filtered', () => {
    expect(categoryLink(3)).toBe('/card-management?category_id=3');
    expect(categoryLink(3, 'expired')).toBe('/card-management?category_id=3&status=expired');
    expect(trendLink('issued', '2026-11-02')).toBe('/card-management?issued_from=2026-11-02&issued_to=2026-11-02');
    expect(trendLink('renewed', '2026-11-02')).toBe('/renew-card?tab=renewed&from=2026-11-02&to=2026-11-02');
    expect(trendLink('issued', '2026-10-26', today)).toBe('/card-management?issued_from=2026-10-26&issued_to=2026-11-24');
    expect(scanLink('not_found', today)).toBe('/card-scan?result=not_found&from=2026-11-24&to=2026-11-24');
    expect(PENDING_APPLICATIONS_LINK).toBe('/application-card?status=pending');
  });
});
