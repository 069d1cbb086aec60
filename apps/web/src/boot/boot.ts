/**
 * The static first paint's script (docs/architecture.md, "First load"): a classic script of a
 * few hundred bytes that runs in index.html's head, before the page is drawn and long before the
 * main script, and marks the document: its language and direction (the same rule as the
 * i18n set-up's, i18n/detect-language.ts), the colour mode and theme colour of the stored
 * settings, and which static frame the opening page shows (`data-boot`): the sign-in card on
 * /login, and /forgot-password's first step in the same card, when no one is signed in; the error
 * page on /404, and on /401 signed out; the citizens' frame with the page's heading on /apply and its
 * status page; the shell's frame with the page's heading (app/route-info.ts) on every signed-in
 * page when someone is, in the layout the static frame knows (vertical menu, open, an
 * app bar, the default skin). index.html's styles draw that frame from these marks; the main
 * script starts once it is on screen (below). React takes it away when its own page is on screen (app/BootShell.tsx). Built by vite-boot-script.ts.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { detectLanguage } from '../i18n/detect-language.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { startRecordRequests } from './record-requests.ts';
import { routeOf } from './route-match.ts';
import { initialSettings } from '../settings/initial-settings.ts';
import { THEME_COLOR_SHADES } from '../theme/colors.ts';

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

function signedIn(): boolean {
  return storedToken() !== null;
}

/**
 * The routes whose frame index.html draws, written here by the build from the route table
 * (app/route-info.ts, vite-boot-script.ts), separated by spaces, `:name` for a segment of the URL,
 * in the order the router prefers them (route-match.ts): every signed-in route (the shell's frame) and the
 * citizens' pages (their own frame, signed in or not).
 */
const SHELL_PAGES = '%PASSDESK_SHELL_PAGES%'.split(' ');
const CITIZEN_PAGES = '%PASSDESK_CITIZEN_PAGES%'.split(' ');

/** The shell the static frame draws: any other layout gets no static frame (nothing rather than a wrong one). */
function staticShell(settings: DisplaySettings): boolean {
  return settings.layout === 'vertical' && !settings.navHidden && !settings.navCollapsed && settings.appBar !== 'hidden' && settings.skin === 'default';
}

const root = document.documentElement;
const language = detectLanguage();
const settings = initialSettings(language);
root.lang = language;
root.dir = settings.direction;
root.dataset.mode = settings.mode;
root.style.setProperty('--boot-primary', THEME_COLOR_SHADES[settings.themeColor][settings.mode]);
// The router ignores a trailing slash (/routes/ is /routes).
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
const citizenPage = routeOf(CITIZEN_PAGES, path);
const shellPage = routeOf(SHELL_PAGES, path);
if (path === SCREENS.login && !signedIn()) root.dataset.boot = 'login';
else if (path === SCREENS.forgotPassword && !signedIn()) root.dataset.boot = 'forgot';
// /401 signed in is drawn inside the shell (app/App.tsx); /404 stands alone either way.
else if (path === SCREENS.notFound || (path === SCREENS.notAuthorized && !signedIn())) {
  root.dataset.boot = 'error';
  root.dataset.bootPage = path;
}
else if (citizenPage) {
  root.dataset.boot = 'citizen';
  root.dataset.bootPage = citizenPage;
} else if (shellPage && signedIn() && staticShell(settings)) {
  root.dataset.boot = 'shell';
  root.dataset.bootPage = shellPage;
  if (settings.contentWidth === 'boxed') root.dataset.bootBoxed = '';
}
// A record's page asks for its record (and the holder's photo) now, not after its code (record-requests.ts).
const token = storedToken();
const recordPainted = shellPage && token !== null ? startRecordRequests(shellPage, path, token) : undefined;

// The sign-in card offers a passkey only where the browser has them (features/auth/LoginPage.tsx).
if (typeof window.PublicKeyCredential !== 'function') root.dataset.bootNoPasskey = '';

/**
 * The main script's path, written here by the build (vite-boot-script.ts) in place of the module
 * script tag Vite puts in the page; left as is in development, where Vite's own tag loads it.
 */
const MAIN_SCRIPT = '%PASSDESK_MAIN_SCRIPT%';

/** The weights index.html's static frames draw (body, buttons, headings, the app's name). */
const STATIC_FONT_WEIGHTS = [400, 500, 600, 700];

/**
 * What starts once the static paint is on screen, not with the page: the main script, and Inter
 * for the static text (`data-boot-fonts`; index.html draws the first frame in the system font).
 * The first paint so needs nothing but the page, whatever the connection and the CPU: before, the
 * main script and the fonts (130 + 100 kB) started with the page and shared a slow connection with
 * it, and when the main script arrived before the first frame its evaluation (a long task on a slow
 * phone) ran first and held the paint back. "On screen" is the first-contentful-paint entry, which
 * Chromium stamps when the frame is presented (a second animation frame can run before that). The
 * cost: the main script starts a frame or two later, and the static text shows in the system font
 * until Inter's four weights have all arrived, then swaps to them at once (one layout of the page,
 * not one per weight as each arrives: less main-thread work after the paint). With no static frame,
 * or in a hidden tab (no frames), both start at once; a timer makes sure they start anyway. On a
 * record's page whose frame draws the holder's photo (record-requests.ts), they start once that photo
 * is on screen too, or its record or photo has failed: the page's largest paint does not share the
 * connection or the main thread with them either (the timer still starts them after 1 s).
 */
let started = false;
function afterFirstPaint(): void {
  if (started) return;
  started = true;
  if (!MAIN_SCRIPT.startsWith('%')) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = MAIN_SCRIPT;
    document.head.append(script);
  }
  // The static text's four weights, swapped in at once.
  void Promise.allSettled(STATIC_FONT_WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px Inter`))).then(() => {
    root.dataset.bootFonts = '';
  });
}
if (!root.dataset.boot || document.visibilityState === 'hidden') afterFirstPaint();
else {
  setTimeout(afterFirstPaint, 1000); // first: whatever happens below, the app starts
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // On a record's page whose photo the frame draws, after that paint: the page's largest.
      void Promise.resolve(recordPainted).then(afterFirstPaint);
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => requestAnimationFrame(afterFirstPaint));
}
