/**
 * The signed-in pages whose frame index.html draws before any JavaScript (docs/architecture.md,
 * "First load"): the list screens, each with where its heading's texts live — RecordListScreen's
 * title and subtitle, the keys recordListTexts reads (namespace, key prefix). The build writes
 * those texts into index.html (vite-boot-script.ts); the boot script asks for the frame only on
 * these paths.
 */
export interface BootPage {
  ns: string;
  prefix: string;
}

export const BOOT_PAGES: Readonly<Record<string, BootPage>> = {
  '/routes': { ns: 'routes', prefix: '' },
  '/center-management': { ns: 'centers', prefix: '' },
  '/card-category': { ns: 'categories', prefix: '' },
  '/roles': { ns: 'access', prefix: 'roles.' },
  '/permissions': { ns: 'access', prefix: 'permissions.' },
  '/user': { ns: 'access', prefix: 'users.' },
  '/mobile-user': { ns: 'mobile', prefix: 'users.' },
};
