// What the cart services need: the database and the clock (the NAV date an item would get if confirmed now).
import type { Db } from '../../../db/client';

export interface CartDeps {
  db: Db;
  now: () => Date;
}
