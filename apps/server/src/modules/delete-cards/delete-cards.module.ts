/** Delete Cards: the list to choose from, the batch delete, the deleted-cards history and the restore. */
import type { FeatureModule } from '../../platform/services.ts';
import { deleteCardRoutes } from './delete-cards.http.ts';

export const deleteCardsModule: FeatureModule = {
  name: 'delete-cards',
  admin: deleteCardRoutes,
};
