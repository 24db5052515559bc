-- Experts are searchable on the expert directory's own rule (a named person with the expert role, as in
-- expert.repo.ts and the sitemap), so that no hit leads to a profile page that does not exist.
CREATE OR REPLACE VIEW search.source_users AS
SELECT e.id AS key, 'users'::text AS index_name, e.id::text AS ref_id, 'en'::text AS locale,
  u.name AS title,
  concat_ws(' ', e.arn, e.euin, e.expert_code, array_to_string(e.products, ' ')) AS body,
  concat_ws(' ', u.city, e.pincode, array_to_string(e.supported_languages, ' '), e.about) AS extra,
  jsonb_strip_nulls(jsonb_build_object('user_id', u.id, 'name', u.name, 'arn', e.arn, 'arn_status', e.arn_status,
    'expert_code', e.expert_code, 'city', u.city, 'products', to_jsonb(e.products), 'photo_url', e.photo_url,
    'about', e.about)) AS payload,
  (e.arn_status = 'validated')::int::smallint AS priority,
  e.user_id
FROM experts e
JOIN users u ON u.id = e.user_id
WHERE u.name IS NOT NULL AND 'expert' = ANY (u.roles);
--> statement-breakpoint
-- A user who gains or loses the expert role, or a name, enters or leaves the index.
CREATE OR REPLACE FUNCTION search.sync_expert_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search.refresh_users(ARRAY(
    SELECT e.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN experts e ON e.user_id = n.id
    WHERE (o.name, o.city, o.roles) IS DISTINCT FROM (n.name, n.city, n.roles)));
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT search.refresh_users(NULL);
