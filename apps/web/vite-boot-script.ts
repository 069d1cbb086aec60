/**
 * The static first paint (docs/architecture.md, "First load"): index.html draws the opening
 * page's frame from its own styles before any JavaScript runs; this plugin fills in what that
 * needs from the sources, so nothing is written twice:
 * - `<!--boot-text:<ns>:<key>-->` becomes the translation of `key` (namespace `ns`, from
 *   public/locales) in every language, one `<span lang>` each; `/*boot-lang-css*\/` the rules
 *   that show only the document's language's span; `<!--boot-logo-mark-->` the logo's mark
 *   (components/logo-mark-shapes.ts);
 * - src/boot/boot.ts, bundled into a classic script of its own (a hashed file in production,
 *   /boot.js in development), is put first in the head: it marks the document (language,
 *   direction, colours, which frame) before the first paint. A classic script from our own
 *   origin, so the Content-Security-Policy (`script-src 'self'`) allows it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { LANGUAGE_CODES } from '../../packages/contract/src/i18n/languages.ts';
import { BOOT_PAGES } from './src/boot/boot-pages.ts';
import { LOGO_MARK_SHAPES } from './src/components/logo-mark-shapes.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const BOOT_ENTRY = path.join(here, 'src/boot/boot.ts');
const LOCALES = path.join(here, 'public/locales');
const DEV_PATH = '/boot.js';
/** The font files index.html's static frames draw their text with (fontsource's file names). */
const STATIC_FONT = /^assets\/inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

async function bundleBoot(): Promise<string> {
  const result = await build({ entryPoints: [BOOT_ENTRY], bundle: true, format: 'iife', minify: true, write: false, target: 'es2020', legalComments: 'none' });
  const output = result.outputFiles[0];
  if (!output) throw new Error('boot script: esbuild wrote nothing');
  return output.text;
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

/** Each list page's heading as RecordListScreen's PageHeader draws it; the boot script's mark shows one. */
function pageHeads(): string {
  return Object.entries(BOOT_PAGES)
    .map(([page, { ns, prefix }]) => `<div class="boot-head" data-page="${page}"><div class="boot-h1">${texts(ns, `${prefix}title`)}</div><div class="boot-sub">${texts(ns, `${prefix}subtitle`)}</div></div>`)
    .join('');
}

/** Fills the placeholders of index.html's static first paint (exported for its test). */
export function fillBootPlaceholders(html: string): string {
  return html
    .replace(/<!--boot-text:([\w-]+):([\w.]+)-->/g, (_, namespace: string, key: string) => texts(namespace, key))
    .replace('<!--boot-page-heads-->', pageHeads())
    .replaceAll('<!--boot-logo-mark-->', logoMark())
    .replace('/*boot-page-css*/', Object.keys(BOOT_PAGES).map((page) => `html[data-boot-page="${page}"] .boot-head[data-page="${page}"]`).join(',') + '{display:block}')
    .replace('/*boot-lang-css*/', LANGUAGE_CODES.map((language) => `html[lang="${language}"] #boot span[lang="${language}"]`).join(',') + '{display:inline}');
}

export function bootScript(): Plugin[] {
  let code: Promise<string> | undefined;
  let fileName = '';
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
      async buildStart() {
        if (this.meta.watchMode) return;
        const text = await bundled();
        fileName = `assets/boot-${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 8)}.js`;
      },
      // After Vite's own processing of the page (which bundles module scripts only), at the head's
      // end: after the charset, before the main script and its styles.
      transformIndexHtml: {
        order: 'post',
        handler(html, context) {
          if (!isPanelPage(context.filename)) return html;
          const src = context.server || !fileName ? DEV_PATH : `/${fileName}`;
          // The static frames' text (Inter, Latin: 400, 600, 700) starts loading with the page
          // instead of after the styles, so it arrives with the main script, not in a wave after it.
          const fonts = Object.keys(context.bundle ?? {}).filter((name) => STATIC_FONT.test(name));
          const preloads = fonts.map((name) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${name}`, crossorigin: '' }, injectTo: 'head' as const }));
          return { html, tags: [{ tag: 'script', attrs: { src }, injectTo: 'head' }, ...preloads] };
        },
      },
      async generateBundle() {
        if (fileName) this.emitFile({ type: 'asset', fileName, source: await bundled() });
      },
    },
  ];
}
