-- One folio opened by ZF per investor and fund house (issue 31, item 12). Before this, two backend copies allotting
-- at once could each open one: such pairs are merged into the older folio first (its transactions, SIPs, orders and
-- holdings move over; a scheme held in both adds up), then the index keeps it so.
CREATE TEMP TABLE folio_merge AS
SELECT id AS dup_id, keep_id, folio_no AS dup_no, keep_no, user_id
FROM (
  SELECT id, folio_no, user_id,
    first_value(id) OVER w AS keep_id,
    first_value(folio_no) OVER w AS keep_no
  FROM folios
  WHERE source = 'internal' AND folio_no LIKE 'ZF%'
  WINDOW w AS (PARTITION BY user_id, amc ORDER BY created_at, id)
) ranked
WHERE id <> keep_id;
--> statement-breakpoint
UPDATE transactions t SET folio_id = m.keep_id FROM folio_merge m WHERE t.folio_id = m.dup_id;
--> statement-breakpoint
UPDATE sips s SET folio_id = m.keep_id FROM folio_merge m WHERE s.folio_id = m.dup_id;
--> statement-breakpoint
UPDATE orders o SET folio_no = m.keep_no FROM folio_merge m WHERE o.user_id = m.user_id AND o.folio_no = m.dup_no;
--> statement-breakpoint
UPDATE holdings k SET units = k.units + d.units, cost_paise = k.cost_paise + d.cost_paise
FROM holdings d JOIN folio_merge m ON d.folio_id = m.dup_id
WHERE k.folio_id = m.keep_id AND k.scheme_code = d.scheme_code;
--> statement-breakpoint
DELETE FROM holdings d USING folio_merge m, holdings k
WHERE d.folio_id = m.dup_id AND k.folio_id = m.keep_id AND k.scheme_code = d.scheme_code;
--> statement-breakpoint
UPDATE holdings h SET folio_id = m.keep_id FROM folio_merge m WHERE h.folio_id = m.dup_id;
--> statement-breakpoint
DELETE FROM folios f USING folio_merge m WHERE f.id = m.dup_id;
--> statement-breakpoint
DROP TABLE folio_merge;
--> statement-breakpoint
CREATE UNIQUE INDEX "folios_one_opened_per_amc_uq" ON "folios" USING btree ("user_id","amc") WHERE "folios"."source" = 'internal' and "folios"."folio_no" like 'ZF%';
