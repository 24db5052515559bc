-- Finding the funds (and users) whose searchable columns an UPDATE changed, without joining the two transition
-- tables: their row counts are unknown to the planner, which chose a nested loop, 5k x 5k comparisons per
-- batch, so that the daily NAV import (which changes no name) took four times as long. Instead both versions
-- of every row are grouped by key and searchable text: a version without a twin is a row that changed.
CREATE OR REPLACE FUNCTION search.sync_funds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search.refresh_products(ARRAY(SELECT n.scheme_code FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.index_name = 'products' AND d.ref_id = o.scheme_code::text;
  ELSE
    PERFORM search.refresh_products(ARRAY(
      SELECT DISTINCT v.scheme_code FROM (
        SELECT w.scheme_code FROM (
          SELECT o.scheme_code, row(o.name, o.slug, o.fund_house, o.plan, o.option, o.option_label, o.isin_growth,
            o.isin_reinvestment, o.scheme_type, o.category, o.sub_category, o.nav IS NULL)::text AS searchable
          FROM old_rows o
          UNION ALL
          SELECT n.scheme_code, row(n.name, n.slug, n.fund_house, n.plan, n.option, n.option_label, n.isin_growth,
            n.isin_reinvestment, n.scheme_type, n.category, n.sub_category, n.nav IS NULL)::text
          FROM new_rows n
        ) w
        GROUP BY w.scheme_code, w.searchable
        HAVING count(*) = 1
      ) v));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search.sync_expert_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search.refresh_users(ARRAY(
    SELECT e.id FROM experts e
    WHERE e.user_id IN (
      SELECT w.id FROM (
        SELECT o.id, row(o.name, o.city, o.roles)::text AS searchable FROM old_rows o
        UNION ALL
        SELECT n.id, row(n.name, n.city, n.roles)::text FROM new_rows n
      ) w
      GROUP BY w.id, w.searchable
      HAVING count(*) = 1)));
  RETURN NULL;
END $$;
