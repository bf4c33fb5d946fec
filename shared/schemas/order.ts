import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { jsonTextField, objectIdSchema } from './common.ts';

/**
 * POST /api/photo/order, /api/team/order, /api/logo/order, /api/slider/order (DESIGN.md section
 * 11): `list`, every id of the list in the new order, as JSON text like the video order's.
 */
export const orderFormSchema = z.object({
  list: jsonTextField(textLimits.orderList, z.array(objectIdSchema).min(1, messages.orderEmpty), messages.jsonArray),
});
export type OrderForm = z.input<typeof orderFormSchema>;

export const orderedResponseSchema = z.object({ status: z.literal(200) });
