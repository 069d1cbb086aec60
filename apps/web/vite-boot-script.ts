/**
 * The static first paint (docs/architecture.md, "First load"): index.html draws the opening
 * page's frame from its own styles before any JavaScript runs; this plugin fills in what that
 * needs from the sources, so nothing is written twice:
 * - `<!--boot-text:<ns>:<key>-->` becomes the translation of `key` (namespace `ns`, from
 *   public/locales) in every language, one `<span lang>` each; `/*boot-lang-css*\/` the rules
 *   that show only the document's language's span; `<!--boot-logo-mark-->` the logo's mark
 *   (components/logo-mark-shapes.ts);
 * - src/boot/boot.ts, bundled into a classic script (written into the page in a build, /boot.js
 *   in development), is put in the head: it marks the document (language, direction, colours,
 *   which frame) before the first paint. The server's Content-Security-Policy allows it by its
 *   hash (apps/server/src/platform/http/security-headers.ts reads it from the built page).
 * - in a build, the entry's stylesheet is written into the page too: the first paint waits for
 *   no request but the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { LANGUAGE_CODES } from '../../packages/contract/src/i18n/languages.ts';
import { CITIZEN_HEADINGS, CITIZEN_PAGES, PROTECTED_ROUTES, SHELL_HEADINGS, type StaticHeading } from './src/app/route-info.ts';
import { inMatchOrder } from './src/boot/route-match.ts';
import { LOGO_MARK_SHAPES } from './src/components/logo-mark-shapes.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const BOOT_ENTRY = path.join(here, 'src/boot/boot.ts');
const LOCALES = path.join(here, 'public/locales');
const DEV_PATH = '/boot.js';

/** A route's path (`:name` for a segment of the URL) and the heading index.html draws on it, if any. */
type FramePage = readonly [path: string, heading: StaticHeading | null];

/**
 * The pages whose frame index.html draws, from the route table: every signed-in route in the
 * shell's frame (SHELL_HEADINGS is total over them), and the citizens' pages in theirs.
 */
const SHELL_PAGES: FramePage[] = PROTECTED_ROUTES.map(({ path }) => [path, SHELL_HEADINGS[path]]);
const CITIZEN_FRAME_PAGES: FramePage[] = Object.values(CITIZEN_PAGES).map(({ path }) => [path, CITIZEN_HEADINGS[path]]);

/** The routes' paths for the boot script, separated by spaces, in the order the router prefers them. */
function bootPaths(pages: FramePage[]): string {
  return inMatchOrder(pages.map(([page]) => page)).join(' ');
}

async function bundleBoot(): Promise<string> {
  const result = await build({ entryPoints: [BOOT_ENTRY], bundle: true, format: 'iife', minify: true, write: false, target: 'es2020', legalComments: 'none' });
  const output = result.outputFiles[0];
  if (!output) throw new Error('boot script: esbuild wrote nothing');
  return output.text.replaceAll('%PASSDESK_SHELL_PAGES%', bootPaths(SHELL_PAGES)).replaceAll('%PASSDESK_CITIZEN_PAGES%', bootPaths(CITIZEN_FRAME_PAGES));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function translation(language: string, namespace: string, key: string): string {
  const file = path.join(LOCALES, language, `${namespace}.json`);
  let value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value !== 'string') throw new Error(`boot text: no string ${namespace}:${key} in ${file}`);
  return value;
}

/** The mark as Logo.tsx draws it (34 px), as markup. */
function logoMark(): string {
  const shapes = LOGO_MARK_SHAPES.map(({ tag, ...attributes }) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}="${value}"`).join(' ')}/>`);
  return `<svg viewBox="0 0 40 40" width="34" height="34">${shapes.join('')}</svg>`;
}

function texts(namespace: string, key: string): string {
  return LANGUAGE_CODES.map((language) => `<span lang="${language}">${escapeHtml(translation(language, namespace, key))}</span>`).join('');
}

/** The pages among `pages` with a heading. */
function headed(pages: FramePage[]): (readonly [path: string, heading: StaticHeading])[] {
  return pages.flatMap(([page, heading]) => (heading ? [[page, heading] as const] : []));
}

/**
 * Each framed page's heading as its PageHeader (or PublicLayout) draws it; the boot script's mark
 * shows one. Title and subtitle are lines of one block of text (a line break between them, and an
 * empty box of the gap's height at the subtitle's start), not two blocks: Chromium counts a block's
 * text as one piece when it looks for the largest text painted (Largest Contentful Paint), so the
 * heading as a whole is the page's largest early text, where the title and the subtitle alone were
 * each smaller than a list's empty state, a form's hint or a notice React draws later
 * (docs/architecture.md "First load").
 */
function pageHeads(pages: FramePage[]): string {
  return headed(pages)
    .map(([page, { ns, title, subtitle, link, subtitleOnPhones }]) => {
      const after = link ? ` <span class="boot-link">${texts(ns, link)}</span>` : '';
      const below = subtitle ? `<br><i class="boot-gap"></i><span class="boot-sub">${texts(ns, subtitle)}${after}</span>` : '';
      const narrow = subtitleOnPhones ? ' data-subtitle-on-phones' : '';
      return `<div class="boot-head" data-page="${page}"${narrow}><span class="boot-h1">${texts(ns, title)}</span>${below}</div>`;
    })
    .join('');
}

/** Fills the placeholders of index.html's static first paint (exported for its test). */
export function fillBootPlaceholders(html: string): string {
  return html
    .replace(/<!--boot-text:([\w-]+):([\w.-]+)-->/g, (_, namespace: string, key: string) => texts(namespace, key))
    .replace('<!--boot-page-heads-->', pageHeads(SHELL_PAGES))
    .replace('<!--boot-citizen-heads-->', pageHeads(CITIZEN_FRAME_PAGES))
    .replaceAll('<!--boot-logo-mark-->', logoMark())
    .replace('/*boot-page-css*/', headed([...SHELL_PAGES, ...CITIZEN_FRAME_PAGES]).map(([page]) => `html[data-boot-page="${page}"] .boot-head[data-page="${page}"]`).join(',') + '{display:block}')
    .replace('/*boot-lang-css*/', LANGUAGE_CODES.map((language) => `html[lang="${language}"] #boot span[lang="${language}"]`).join(',') + '{display:inline}');
}

export function bootScript(): Plugin[] {
  let code: Promise<string> | undefined;
  const bundled = () => (code ??= bundleBoot());
  const isPanelPage = (filename: string) => filename.endsWith('index.html');
  return [
    {
      name: 'passdesk-boot-texts',
      transformIndexHtml: {
        order: 'pre',
        handler: (html, context) => (isPanelPage(context.filename) ? fillBootPlaceholders(html) : html),
      },
    },
    {
      name: 'passdesk-boot-script',
      configureServer(server) {
        server.middlewares.use(DEV_PATH, (_request, response) => {
          code = undefined; // development: rebuilt on every load
          void bundled().then((text) => response.setHeader('content-type', 'text/javascript').end(text));
        });
      },
      // After Vite's own processing of the page (which bundles module scripts only and links the
      // entry's styles). The first paint needs nothing but the page itself (docs/architecture.md,
      // "First load"): in a build the boot script and the entry's styles (Inter's @font-face rules)
      // are written into index.html — each was a render-blocking request, a round trip before
      // anything showed, and on a fast connection the main script and the fonts arrived in that
      // time and shared the first paint's bandwidth and main thread. The server allows the inline
      // script by its hash (apps/server platform/http/security-headers.ts); styles may be inline.
      // No font preload: with the @font-face rules in the page, the first layout asks for the fonts
      // the static text uses (and only those), as early as a preload would have, without taking
      // bandwidth from the main script for weights the page does not show.
      transformIndexHtml: {
        order: 'post',
        async handler(html, context) {
          if (!isPanelPage(context.filename)) return html;
          if (context.server) return { html, tags: [{ tag: 'script', attrs: { src: DEV_PATH }, injectTo: 'head' }] };
          // The main script starts from the boot script once the first frame is drawn (boot.ts).
          let main = '';
          const withoutMain = html.replace(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>\s*/, (_tag, src: string) => {
            main = src;
            return '';
          });
          if (!main) throw new Error('boot: no main script tag in index.html');
          const script = (await bundled()).replaceAll('%PASSDESK_MAIN_SCRIPT%', main);
          if (/<\/script/i.test(script)) throw new Error('boot script: its code cannot be written into a <script> element');
          const withStyles = withoutMain.replace(/<link rel="stylesheet"[^>]* href="\/(assets\/index-[\w-]+\.css)">/g, (_link, name: string) => {
            const asset = context.bundle?.[name];
            if (asset?.type !== 'asset') throw new Error(`boot: no built stylesheet ${name}`);
            return `<style>${String(asset.source)}</style>`;
          });
          return { html: withStyles, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
        },
      },
    },
  ];
}
