// The main node API: auth, users and experts (issue 4); content, KYC and the node cart calls come later.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { errorHandler } from '../../http/errors';
import { createSmsProvider } from '../../providers/sms';
import { authRoutes } from './auth/auth.routes';
import { articleRoutes } from './articles/articles.routes';
import type { NodeContext } from './context';
import { devRoutes } from './dev/dev.routes';
import { expertRoutes } from './experts/experts.routes';
import { userRoutes } from './user/user.routes';
import { videoRoutes } from './videos/videos.routes';
import { seoRoutes } from './seo/seo.routes';
import { sitemapRoutes } from './sitemap/sitemap.routes';
import { publicProfileRoutes } from './profile/profile.routes';
import { expertProfileRoutes } from './profile/expertProfile.routes';
import { questionRoutes } from './questions/questions.routes';
import { leadGuard } from './leads/leads.routes';
import { cartBankRoutes, kycBankRoutes } from './banks/banks.routes';
import { cartRoutes } from './cart/cart.routes';
import { kycModificationRoutes } from './kycModification/kycModification.routes';
import { kycRoutes } from './kyc/kyc.routes';
import { portfolioRoutes } from './portfolio/portfolio.routes';
import { fdRoutes } from './fds/fds.routes';
import { ordersRoutes } from './orders/orders.routes';
import { clientsRoutes } from './clients/clients.routes';
import { rmRoutes } from './clients/rm.routes';
import { prozoneRoutes } from './prozone/prozone.routes';

export function createNodeService(deps: ServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const sms = deps.sms ?? createSmsProvider(deps.config, { db: deps.db, logger: deps.logger, now });
  const ctx: NodeContext = { db: deps.db, config: deps.config, logger: deps.logger, now, sms };

  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'node' }));
  app.route('/user/auth', authRoutes(ctx));
  app.route('/user/public', publicProfileRoutes(ctx)); // public: before '/user', whatever guards that adds
  app.route('/question', questionRoutes(ctx));
  app.use('/user/leadsignup/*', leadGuard()); // distributor-form rules, before '/user' (the limit is counted in addLead)
  app.route('/user', userRoutes(ctx));
  app.route('/expert/profile', expertProfileRoutes(ctx)); // the advisor's own profile: before '/expert/:id'
  app.route('/expert', expertRoutes(ctx));
  app.route('/article', articleRoutes(ctx));
  app.route('/video', videoRoutes(ctx));
  app.route('/seo', seoRoutes(ctx));
  app.route('/sitemap', sitemapRoutes(ctx));
  app.route('/kyc', kycRoutes(ctx));
  app.route('/kyc', kycBankRoutes(ctx)); // IFSC lookup and adding a bank account (KYC step 5)
  app.route('/kyc', kycModificationRoutes(ctx));
  app.route('/cart', cartBankRoutes(ctx));
  app.route('/cart', cartRoutes(ctx)); // the node cart calls (docs/CART.md)
  app.route('/portfolio', portfolioRoutes(ctx)); // the spec's bank calls: penny drop, primary account
  app.route('/orders', ordersRoutes(ctx)); // checkout, orders, payments, mandates and the sandbox provider's pages
  app.route('/fds', fdRoutes(ctx));
  app.route('/clients', clientsRoutes(ctx)); // the advisor's client book and the investor's transfer requests
  app.route('/clients', rmRoutes(ctx)); // a relationship manager acting for an advisor; agents and new sales
  app.route('/prozone', prozoneRoutes(ctx)); // birthdays, banners and the advisor's card (docs/DESK.md)
  // The dev outbox route exists only while the outbox is the provider; with a real gateway it is a 404.
  if (sms.name === 'outbox') app.route('/dev', devRoutes(ctx));

  app.onError(errorHandler);
  return app;
}
