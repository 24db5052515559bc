// A scheme's name as people tell the schemes of one fund apart: with its plan and option, the way
// utils/funds/labels.ts fullSchemeName writes it ('Quant Mid Cap Fund – Regular Plan · Growth'). Every cart line,
// order, order-book row, holding and statement line names its plan with it (issue 31, item 10).
import { sql } from 'drizzle-orm';
import { funds } from '../db/schema/market';

export const schemeNameWithPlan = sql<string>`${funds.name} || case when ${funds.plan} is null and ${funds.option} is null then '' else ' – ' || concat_ws(' · ', ${funds.plan} || ' Plan', ${funds.option}) end`;
