/**
 * What the card form and the card list's filters choose from, served under Card Management so a
 * clerk who may issue cards needs no right on Card Category, Center or Route Management.
 */
import { z } from 'zod';
import { idParamSchema } from '../http/ids.ts';
import { categorySchema } from '../master-data/category.ts';

/** GET cards/options: `category_id` / `center_id` name the card's own (kept even when inactive since). */
export const cardOptionsQuerySchema = z.object({
  category_id: idParamSchema('category_id').optional(),
  center_id: idParamSchema('center_id').optional(),
});
export type CardOptionsQuery = z.output<typeof cardOptionsQuerySchema>;

export const cardCenterChoiceSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), status: z.string() });
export type CardCenterChoice = z.infer<typeof cardCenterChoiceSchema>;

export const cardOptionsSchema = z.object({
  /** Active categories by name, plus the asked-for one if it is inactive (status says so). */
  categories: z.array(categorySchema),
  /** Active centers by name, plus the asked-for one if it is inactive. */
  centers: z.array(cardCenterChoiceSchema),
  /** The signed-in staff member's center: a new card's default. */
  default_center_id: z.number().int().nullable(),
});
export type CardOptions = z.infer<typeof cardOptionsSchema>;

export const CARD_ROUTE_OPTIONS_LIMIT = 20;

/** GET cards/options/routes: active routes matching `search` (number, name, origin, destination). */
export const cardRouteOptionsQuerySchema = z.object({
  search: z.string().trim().max(100, 'search: at most 100 characters').optional(),
});

export const cardRouteChoiceSchema = z.object({ id: z.number().int(), route_number: z.string(), name: z.string() });
export type CardRouteChoice = z.infer<typeof cardRouteChoiceSchema>;
