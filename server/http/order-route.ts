import { orderFormSchema, orderedResponseSchema } from '#shared/schemas/order.ts';
import { formRoute } from './form-routes.ts';

type App = Parameters<typeof formRoute>[0];

/** POST `url` with `list` (the ids in their new order) → 200 `{status:200}`; the service checks the list. */
export function orderRoute(app: App, url: `${string}/order`, tags: string[], save: (ids: string[]) => Promise<void>): void {
  formRoute(app, url, { tags, body: orderFormSchema, response: orderedResponseSchema }, async ({ list }) => {
    await save(list);
    return { status: 200 as const };
  });
}
