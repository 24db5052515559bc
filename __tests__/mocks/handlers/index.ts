import { analyticsHandlers } from './analytics';
import { dashboardTilesHandler } from './analyticsReports';
import { cartHandlers } from './cart';
import { deskLeadsHandlers } from './deskLeads';
import { insuranceHandlers } from './insurance';
import { lmsHandlers } from './lms';
import { marketHandlers } from './market';
import { nodeHandlers } from './node';
import { ordersHandlers } from './orders';
import { pyHandlers } from './py';
import { searchHandlers } from './search';

export const handlers = [
  ...nodeHandlers,
  ...pyHandlers,
  ...cartHandlers,
  ...insuranceHandlers,
  ...ordersHandlers,
  ...analyticsHandlers,
  dashboardTilesHandler,
  ...deskLeadsHandlers,
  ...searchHandlers,
  ...marketHandlers,
  ...lmsHandlers,
];

export { at, testBase, TEST_ORIGIN, type MockService } from './at';
