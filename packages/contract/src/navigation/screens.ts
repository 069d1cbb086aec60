/**
 * Every page of the panel and of the citizens' form, by path: the spec's URLs word for word,
 * written once. The router (app/route-table.ts, app/protected-pages.ts), the menu (menu.ts), the
 * route-access map (access/route-access.ts), the static first paint (the web app's app/route-info.ts) and every
 * link take their paths from here; eslint refuses a page's path written anywhere else in the web
 * app. No schema library here: /login's first load reads this file.
 */
import { pathOf, type PathParams } from '../http/paths.ts';

export const SCREENS = {
  /** The landing page: forwards to the first menu item the user may open. */
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  notAuthorized: '/401',
  notFound: '/404',
  apply: '/apply',
  applyStatus: '/apply/status',
  dashboard: '/dashboard',
  cards: '/card-management',
  addCard: '/card-management/add-card',
  editCard: '/card-management/edit-card/:id',
  viewCard: '/card-management/:id',
  applications: '/application-card',
  reviewApplication: '/application-card/:id',
  renewals: '/renew-card',
  renewCard: '/renew-card/edit/:id',
  viewRenewal: '/renew-card/:id',
  /** /report shows the reports too; the route-access map leaves it out, so only a super admin opens it (docs/panel.md "Route access"). */
  report: '/report',
  reports: '/reports',
  dailyReports: '/daily-reports',
  routes: '/routes',
  addRoute: '/routes/add-route',
  roles: '/roles',
  permissions: '/permissions',
  users: '/user',
  viewUser: '/user/:id',
  audit: '/audit',
  mailOutbox: '/mail-outbox',
  mobileUsers: '/mobile-user',
  cardScans: '/card-scan',
  /** The offence table, from Card Scan (docs/api.md "Offences"). */
  offences: '/card-scan/offences',
  centers: '/center-management',
  apkSharing: '/apk-api-sharing',
  categories: '/card-category',
  profile: '/profile',
  deleteCards: '/delete-cards',
  deletedCards: '/delete-cards/history',
} as const;

export type ScreenPath = (typeof SCREENS)[keyof typeof SCREENS];

/** A page's URL with its `:params` filled: `screenPath(SCREENS.viewCard, { id: 7 })` → `/card-management/7`. */
export function screenPath<P extends ScreenPath>(screen: P, params: Record<PathParams<P>, string | number>): string {
  return pathOf(screen, params);
}

/** A URL with a query string (values left out when undefined): `withQuery(SCREENS.cards, { status: 'active' })`. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  const search = Object.entries(query)
    .flatMap(([key, value]) => (value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`]))
    .join('&');
  return search ? `${path}?${search}` : path;
}
