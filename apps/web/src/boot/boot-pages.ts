/**
 * The signed-in pages whose frame index.html draws before any JavaScript (docs/architecture.md,
 * "First load"): the list screens, each with where its heading's texts live — RecordListScreen's
 * title and subtitle, the keys recordListTexts reads (namespace, key prefix). The build writes
 * those texts into index.html (vite-boot-script.ts); the boot script asks for the frame only on
 * these paths.
 */
// By its path, not the package's name: vite-boot-script.ts reads this file while Vite's config
// loads, where only relative imports are bundled (Node would be handed the contract's .ts).
import { SCREENS } from '../../../../packages/contract/src/navigation/screens.ts';

export interface BootPage {
  ns: string;
  prefix: string;
}

export const BOOT_PAGES: Readonly<Record<string, BootPage>> = {
  [SCREENS.routes]: { ns: 'routes', prefix: '' },
  [SCREENS.centers]: { ns: 'centers', prefix: '' },
  [SCREENS.categories]: { ns: 'categories', prefix: '' },
  [SCREENS.roles]: { ns: 'access', prefix: 'roles.' },
  [SCREENS.permissions]: { ns: 'access', prefix: 'permissions.' },
  [SCREENS.users]: { ns: 'access', prefix: 'users.' },
  [SCREENS.mobileUsers]: { ns: 'mobile-users', prefix: '' },
};
