/**
 * The static first paint's script (docs/architecture.md, "First load"): a classic script of a
 * few hundred bytes that runs in index.html's head, before the page is drawn and long before the
 * main script, and only marks the document: its language and direction (the same rule as the
 * i18n set-up's, i18n/detect-language.ts), the colour mode and theme colour of the stored
 * settings, and which static frame the opening page shows (`data-boot`): the sign-in card on
 * /login when no one is signed in; the shell's frame with the page's heading on a list page
 * (boot-pages.ts) when someone is, in the layout the static frame knows (vertical menu, open, an
 * app bar, the default skin). index.html's styles draw that frame from these marks; React
 * takes it away when its own page is on screen (app/BootShell.tsx). Built by vite-boot-script.ts.
 */
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { detectLanguage } from '../i18n/detect-language.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { initialSettings } from '../settings/initial-settings.ts';
import { THEME_COLOR_SHADES } from '../theme/colors.ts';
import { BOOT_PAGES } from './boot-pages.ts';

function signedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) !== null;
  } catch {
    return false;
  }
}

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
const path = window.location.pathname;
if (path === '/login' && !signedIn()) root.dataset.boot = 'login';
else if (Object.hasOwn(BOOT_PAGES, path) && signedIn() && staticShell(settings)) {
  root.dataset.boot = 'shell';
  root.dataset.bootPage = path;
  if (settings.contentWidth === 'boxed') root.dataset.bootBoxed = '';
}

/**
 * The main script's path, written here by the build (vite-boot-script.ts) in place of the module
 * script tag Vite puts in the page; left as is in development, where Vite's own tag loads it.
 */
const MAIN_SCRIPT = '%PASSDESK_MAIN_SCRIPT%';

/**
 * What starts once the first frame — the static paint — is drawn (in the frame after it: a callback
 * of the first frame runs before that frame is painted), not with the page: the main script, and
 * Inter for the static text (`data-boot-fonts`; index.html draws the first frame in the system
 * font). The first paint so needs nothing but the page, whatever the connection and the CPU:
 * before, the main script and the fonts (130 + 100 kB) started with the page, shared a slow
 * connection with it and, when the main script arrived before the first frame, its evaluation (a
 * long task on a slow phone) ran first and held the paint back. The cost: the main script starts
 * about a frame later, and the static text is drawn in the system font until Inter arrives
 * (font-display: swap, as before on a slow connection). In a hidden tab (no frames) both start at
 * once; a timer makes sure they start anyway.
 */
function afterFirstFrame(): void {
  root.dataset.bootFonts = '';
  if (MAIN_SCRIPT.startsWith('%') || document.querySelector('script[data-main]')) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = MAIN_SCRIPT;
  script.dataset.main = '';
  document.head.append(script);
}
if (document.visibilityState === 'hidden') afterFirstFrame();
else {
  requestAnimationFrame(() => requestAnimationFrame(afterFirstFrame));
  setTimeout(afterFirstFrame, 1000);
}
