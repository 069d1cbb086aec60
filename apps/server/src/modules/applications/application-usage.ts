/** How many web applications use a category, center or route: registered as in-use checks by applications.module.ts. */
import { rowsUsing } from '../../platform/records/in-use.ts';
import { applications } from './applications.schema.ts';

export const applicationsUsingCategory = rowsUsing('card_category', 'web applications', applications, applications.category_id);
export const applicationsUsingCenter = rowsUsing('center', 'web applications', applications, applications.center_id);
export const applicationsUsingRoute = rowsUsing('route', 'web applications', applications, applications.route_id);
