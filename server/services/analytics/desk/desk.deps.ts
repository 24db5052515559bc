// What the desk's services need: the database, the clock, and the caller as an advisor.
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';

export interface DeskDeps {
  db: Db;
  now: () => Date;
  config: AppConfig;
}
