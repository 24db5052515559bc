// The advisor's order book under /node/orders (docs/CLIENTS.md "Order book"): the page, the CSV, and sending a
// payment link again. Each call authenticates; the service refuses anyone but an advisor, and a client or order
// not mapped to them (403).
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateParams, validateQuery } from '../../../http/validate';
import type { OrdersDeps } from './orders.deps';
import { bookCsvStream } from './book.csv';
import { bookFilters, bookOrderParam, bookQuery } from './book.schemas';
import { orderBook, resendPaymentLink } from './book.service';

export function bookRoutes(deps: OrdersDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps.config.authSecret);

  app.get('/book', auth, validateQuery(bookQuery), async (c) => ok(c, await orderBook(deps, getIdentity(c), c.req.valid('query'))));

  app.get('/book.csv', auth, validateQuery(bookFilters), async (c) => {
    const stream = await bookCsvStream(deps, getIdentity(c), c.req.valid('query'));
    const day = deps.now().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="order-book-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.post('/book/:orderId/resend-payment', auth, validateParams(bookOrderParam), async (c) =>
    ok(c, await resendPaymentLink(deps, getIdentity(c), c.req.valid('param').orderId)),
  );

  return app;
}
