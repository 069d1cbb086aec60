/**
 * Hands MUI's TablePagination our page buttons (src/components/data-table/PaginationActions.tsx) in
 * place of its default ones, which since MUI 9 wrap each button in a Tooltip and so bring the
 * Tooltip and Popper.js into every list page's first load (docs/architecture.md "First load"). A
 * `ActionsComponent` prop alone would not do: TablePagination imports its default all the same.
 * Only that one import, from that one file, is redirected; the build fails if MUI moves it, so an
 * update cannot quietly bring the Tooltip back.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const OURS = fileURLToPath(new URL('./src/components/data-table/PaginationActions.tsx', import.meta.url));
const IMPORTER = /[\\/]@mui[\\/]material[\\/]TablePagination[\\/]TablePagination\.m?js$/;
const DEFAULT_ACTIONS = /^\.\.\/TablePaginationActions(\/index\.m?js)?$/;

export function ownPaginationActions(): Plugin {
  let redirected = false;
  let sawPagination = false;
  return {
    name: 'passdesk-pagination-actions',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !IMPORTER.test(importer)) return null;
      sawPagination = true;
      if (!DEFAULT_ACTIONS.test(source)) return null;
      redirected = true;
      return OURS;
    },
    buildEnd(error) {
      if (!error && sawPagination && !redirected) this.error("MUI's TablePagination no longer imports ../TablePaginationActions: update apps/web/vite-pagination-actions.ts");
    },
  };
}
