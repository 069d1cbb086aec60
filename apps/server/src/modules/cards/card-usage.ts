/** How many cards (deleted ones too: their rows still point at it) use a category, center or route: registered as in-use checks by cards.module.ts. */
import { rowsUsing } from '../../platform/records/in-use.ts';
import { cards } from './cards.schema.ts';

export const cardsUsingCategory = rowsUsing('card_category', 'cards', cards, cards.category_id);
export const cardsUsingCenter = rowsUsing('center', 'cards', cards, cards.center_id);
export const cardsUsingRoute = rowsUsing('route', 'cards', cards, cards.route_id);
