/**
 * The routes' data (docs/panel.md "Screens and routes"): path, title, namespaces and, for the frame
 * index.html draws before any JavaScript, where each page's heading's texts live
 * (docs/architecture.md "First load"). The signed-in pages' screens are in app/protected-pages.ts,
 * a chunk the sign-in page never loads; the citizens' pages get theirs in route-table.ts. Data
 * only: the build reads this table too (vite-boot-script.ts writes the static headings into
 * index.html and the routes' paths into the boot script), so no list of the pages with a static
 * frame is kept beside it.
 */
// By its path, not the package's name: vite-boot-script.ts reads this file while Vite's config
// loads, where only relative imports are bundled (Node would be handed the contract's .ts).
import { SCREENS } from '../../../../packages/contract/src/navigation/screens.ts';

/**
 * The heading index.html draws for a page before any JavaScript, where the page's own heading then
 * stands (a signed-in page's PageHeader at the top of the shell's content; a citizens' page's
 * PublicLayout): the keys of its title, its subtitle when the page shows one from the start and,
 * on a citizens' page, the link after the subtitle, in namespace `ns` (for a RecordListScreen, the
 * keys recordListTexts reads). The build writes their texts in every language.
 */
export interface StaticHeading {
  ns: string;
  title: string;
  subtitle?: string;
  link?: string;
  /**
   * The subtitle is drawn below 600 px only, where PageHeader puts the page's actions below the
   * heading: from 600 px it stands beside them and wraps at widths that depend on the buttons' words.
   */
  subtitleOnPhones?: true;
}

export interface RouteInfo {
  path: string;
  /** i18n key (namespace `nav`) of the page title. */
  titleKey: string;
  /** Translation namespaces the page uses, loaded together with its code (app/preload.ts). */
  ns?: readonly string[];
}

/** A heading of `<prefix>title` and `<prefix>subtitle` in its namespace (a RecordListScreen's, and most pages'). */
function listHeading(ns: string, prefix = ''): StaticHeading {
  return { ns, title: `${prefix}title`, subtitle: `${prefix}subtitle` };
}

/** The citizens' pages (no sign-in, outside the shell): their screens are given in route-table.ts. */
export const CITIZEN_PAGES = {
  apply: { path: SCREENS.apply, titleKey: 'page.apply', ns: ['applications', 'common-files'] },
  applyStatus: { path: SCREENS.applyStatus, titleKey: 'page.applyStatus', ns: ['applications'] },
} as const satisfies Record<string, RouteInfo>;

/** Inside the shell, after sign-in: each path's screen is in app/protected-pages.ts. */
export const PROTECTED_ROUTES = [
  { path: SCREENS.dashboard, titleKey: 'dashboard', ns: ['dashboard', 'scans'] },
  { path: SCREENS.cards, titleKey: 'createCard', ns: ['cards', 'common-table'] },
  { path: SCREENS.addCard, titleKey: 'page.addCard' },
  { path: SCREENS.editCard, titleKey: 'page.editCard' },
  { path: SCREENS.viewCard, titleKey: 'page.viewCard' },
  { path: SCREENS.applications, titleKey: 'webApplicationCard', ns: ['applications', 'common-table'] },
  { path: SCREENS.reviewApplication, titleKey: 'page.reviewApplication', ns: ['applications', 'common-table'] },
  { path: SCREENS.renewals, titleKey: 'renewCard' },
  { path: SCREENS.renewCard, titleKey: 'page.renewCardEdit' },
  { path: SCREENS.viewRenewal, titleKey: 'page.viewRenewal' },
  { path: SCREENS.report, titleKey: 'reports', ns: ['reports', 'common-table', 'common-files'] },
  { path: SCREENS.reports, titleKey: 'reports', ns: ['reports', 'common-table', 'common-files'] },
  { path: SCREENS.dailyReports, titleKey: 'dailyReport', ns: ['reports', 'common-table', 'common-files'] },
  { path: SCREENS.routes, titleKey: 'routeManagement', ns: ['routes', 'common-table'] },
  { path: SCREENS.addRoute, titleKey: 'page.addRoute', ns: ['routes'] },
  { path: SCREENS.roles, titleKey: 'page.roles', ns: ['access', 'common-table'] },
  { path: SCREENS.permissions, titleKey: 'page.permissions', ns: ['access', 'common-table'] },
  { path: SCREENS.users, titleKey: 'page.users', ns: ['access', 'common-table'] },
  { path: SCREENS.viewUser, titleKey: 'page.userDetail', ns: ['access'] },
  { path: SCREENS.audit, titleKey: 'auditTrail', ns: ['audit', 'common-table'] },
  { path: SCREENS.mailOutbox, titleKey: 'mailOutbox', ns: ['mail-outbox'] },
  { path: SCREENS.mobileUsers, titleKey: 'mobileAppUser', ns: ['mobile-users', 'common-table', 'common-files'] },
  { path: SCREENS.cardScans, titleKey: 'cardScan', ns: ['scans', 'common-table', 'common-files'] },
  { path: SCREENS.offences, titleKey: 'page.offences', ns: ['offences', 'common-table'] },
  { path: SCREENS.centers, titleKey: 'centerManagement', ns: ['centers', 'common-table'] },
  { path: SCREENS.apkSharing, titleKey: 'apkSharing', ns: ['apk'] },
  { path: SCREENS.categories, titleKey: 'cardCategory', ns: ['categories', 'common-table'] },
  { path: SCREENS.profile, titleKey: 'page.profile', ns: ['profile'] },
  { path: SCREENS.deleteCards, titleKey: 'deleteCards', ns: ['delete-cards', 'common-table'] },
  { path: SCREENS.deletedCards, titleKey: 'page.deletedCards', ns: ['delete-cards', 'common-table'] },
] as const satisfies readonly RouteInfo[];

export type ProtectedPath = (typeof PROTECTED_ROUTES)[number]['path'];

export type CitizenPath = (typeof CITIZEN_PAGES)[keyof typeof CITIZEN_PAGES]['path'];

/**
 * What index.html draws of each page before any JavaScript (docs/architecture.md "First load"):
 * every signed-in route has the shell's frame, with the heading given here, or the frame alone
 * (`null`) where no heading can be drawn before the page's data. A record's page draws its title
 * (e.g. "Edit card") and shows the record's number beside it once loaded (PageHeader's `record`).
 * The type keeps it total: a new route says its heading or that it has none. Only the build reads these maps (vite-boot-script.ts); the panel's scripts never do, so
 * the bundler leaves them out of them (/login's first load stays within its budget,
 * docs/performance.md "Panel load").
 */
export const SHELL_HEADINGS: Record<ProtectedPath, StaticHeading | null> = {
  [SCREENS.dashboard]: { ns: 'dashboard', title: 'title', subtitle: 'subtitle' },
  [SCREENS.cards]: listHeading('cards'),
  [SCREENS.addCard]: { ns: 'cards', title: 'addTitle', subtitle: 'addSubtitle' },
  // A record's page: its title, the record's number then beside it.
  [SCREENS.editCard]: { ns: 'cards', title: 'editTitle', subtitle: 'editSubtitle' },
  [SCREENS.viewCard]: { ns: 'cards', title: 'view.title' },
  [SCREENS.applications]: { ns: 'applications', title: 'queue.title', subtitle: 'queue.subtitle' },
  [SCREENS.reviewApplication]: { ns: 'applications', title: 'review.title' },
  [SCREENS.renewals]: { ns: 'renewals', title: 'title', subtitle: 'subtitle' },
  [SCREENS.renewCard]: { ns: 'renewals', title: 'renewTitle', subtitle: 'renewSubtitle' },
  [SCREENS.viewRenewal]: { ns: 'renewals', title: 'view.titleLoading' },
  [SCREENS.report]: { ns: 'reports', title: 'reports.title', subtitle: 'reports.subtitle' },
  [SCREENS.reports]: { ns: 'reports', title: 'reports.title', subtitle: 'reports.subtitle' },
  [SCREENS.dailyReports]: { ns: 'reports', title: 'daily.title', subtitle: 'daily.subtitle' },
  [SCREENS.routes]: listHeading('routes'),
  [SCREENS.addRoute]: { ns: 'routes', title: 'addTitle', subtitle: 'addSubtitle' },
  [SCREENS.roles]: listHeading('access', 'roles.'),
  [SCREENS.permissions]: listHeading('access', 'permissions.'),
  [SCREENS.users]: listHeading('access', 'users.'),
  [SCREENS.viewUser]: { ns: 'access', title: 'users.detailTitle' },
  [SCREENS.audit]: listHeading('audit', 'list.'),
  [SCREENS.mailOutbox]: listHeading('mail-outbox'),
  [SCREENS.mobileUsers]: listHeading('mobile-users'),
  [SCREENS.cardScans]: listHeading('scans'),
  [SCREENS.offences]: { ...listHeading('offences'), subtitleOnPhones: true },
  [SCREENS.centers]: listHeading('centers'),
  [SCREENS.apkSharing]: listHeading('apk'),
  [SCREENS.categories]: listHeading('categories'),
  [SCREENS.profile]: listHeading('profile'),
  [SCREENS.deleteCards]: listHeading('delete-cards'),
  [SCREENS.deletedCards]: listHeading('delete-cards'),
};

/** The citizens' pages' headings, drawn in their own frame signed in or not (read by the build only, as above). */
export const CITIZEN_HEADINGS: Record<CitizenPath, StaticHeading> = {
  [SCREENS.apply]: { ns: 'applications', title: 'apply.title', subtitle: 'apply.subtitle', link: 'apply.statusLink' },
  [SCREENS.applyStatus]: { ns: 'applications', title: 'status.title', subtitle: 'status.subtitle', link: 'status.applyLink' },
};
