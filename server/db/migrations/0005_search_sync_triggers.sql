-- Keeps search_documents in step with its sources: funds (index 'products'), articles, videos, questions
-- ('forums') and experts with their user's name and city ('users').
-- The machinery lives in its own schema 'search' (the table itself is in the main schema, managed by drizzle).
-- Each index has a view that turns source rows into documents, a search.refresh_<index>(keys) function that
-- brings the documents of the given keys (NULL: all of them) in line with the view, and statement-level
-- triggers with transition tables, so that a bulk import of 14k funds costs a few set-based statements
-- instead of 14k row triggers.
-- Updates only reindex rows whose searchable columns changed: the daily NAV import touches every fund but
-- changes no name, and must not rewrite the index.

CREATE SCHEMA search;
--> statement-breakpoint
CREATE VIEW search.source_products AS
SELECT f.scheme_code AS key, 'products'::text AS index_name, f.scheme_code::text AS ref_id, 'en'::text AS locale,
  f.name AS title,
  concat_ws(' ', f.fund_house, f.plan || ' Plan', f.option_label, f.option, f.isin_growth, f.isin_reinvestment) AS body,
  concat_ws(' ', f.scheme_type, f.category, f.sub_category) AS extra,
  jsonb_strip_nulls(jsonb_build_object('scheme_code', f.scheme_code, 'slug', f.slug, 'fund_house', f.fund_house,
    'category', f.category, 'sub_category', f.sub_category, 'plan', f.plan, 'option', f.option,
    'option_label', f.option_label)) AS payload,
  -- Among equal matches: schemes that publish a NAV, then Direct plans, then Growth options.
  ((f.nav IS NOT NULL)::int * 4 + coalesce((f.plan = 'Direct')::int, 0) * 2 + coalesce((f.option = 'Growth')::int, 0))::smallint AS priority
FROM funds f;
--> statement-breakpoint
CREATE VIEW search.source_articles AS
SELECT a.id AS key, 'articles'::text AS index_name, a.id::text AS ref_id, a.locale,
  a.title,
  concat_ws(' ', a.summary, a.seo_description, array_to_string(a.seo_keywords, ' ')) AS body,
  -- Article bodies are HTML: index the words, not the tags.
  concat_ws(' ', a.category, regexp_replace(a.body, '<[^>]*>', ' ', 'g')) AS extra,
  jsonb_strip_nulls(jsonb_build_object('slug', a.slug, 'seo_title', a.seo_title, 'summary', a.summary,
    'category', a.category, 'published_at', a.published_at)) AS payload,
  0::smallint AS priority
FROM articles a
WHERE a.published_at IS NOT NULL;
--> statement-breakpoint
CREATE VIEW search.source_videos AS
SELECT v.id AS key, 'videos'::text AS index_name, v.id::text AS ref_id, v.locale,
  v.title,
  coalesce(v.description, '') AS body,
  coalesce(v.category, '') AS extra,
  jsonb_strip_nulls(jsonb_build_object('video_key', v.video_key, 'description', v.description,
    'category', v.category, 'thumbnail_url', v.thumbnail_url, 'duration_s', v.duration_s)) AS payload,
  v.is_default_locale::int::smallint AS priority
FROM videos v;
--> statement-breakpoint
CREATE VIEW search.source_forums AS
SELECT q.id AS key, 'forums'::text AS index_name, q.id::text AS ref_id, q.locale,
  q.question AS title,
  coalesce(q.details, '') AS body,
  coalesce(q.category, '') AS extra,
  jsonb_strip_nulls(jsonb_build_object('slug', q.slug, 'category', q.category, 'details', q.details)) AS payload,
  0::smallint AS priority
FROM questions q;
--> statement-breakpoint
CREATE VIEW search.source_users AS
SELECT e.id AS key, 'users'::text AS index_name, e.id::text AS ref_id, 'en'::text AS locale,
  coalesce(nullif(btrim(u.name), ''), e.expert_code) AS title,
  concat_ws(' ', e.arn, e.euin, e.expert_code, array_to_string(e.products, ' ')) AS body,
  concat_ws(' ', u.city, e.pincode, array_to_string(e.supported_languages, ' '), e.about) AS extra,
  jsonb_strip_nulls(jsonb_build_object('user_id', u.id, 'name', u.name, 'arn', e.arn, 'arn_status', e.arn_status,
    'expert_code', e.expert_code, 'city', u.city, 'products', to_jsonb(e.products), 'photo_url', e.photo_url,
    'about', e.about)) AS payload,
  (e.arn_status = 'validated')::int::smallint AS priority,
  e.user_id
FROM experts e
JOIN users u ON u.id = e.user_id;
--> statement-breakpoint
CREATE FUNCTION search.refresh(p_index text, p_key_type text, p_keys text[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  source text := 'source_' || p_index;
  written integer;
BEGIN
  IF p_keys IS NOT NULL AND cardinality(p_keys) = 0 THEN
    RETURN 0;
  END IF;
  -- Documents whose source row is gone or no longer searchable (an article taken back to draft).
  EXECUTE format('DELETE FROM search_documents d WHERE d.index_name = %L %s AND NOT EXISTS (SELECT 1 FROM search.%I s WHERE s.key = d.ref_id::%s)',
    p_index, CASE WHEN p_keys IS NULL THEN '' ELSE 'AND d.ref_id = ANY ($1)' END, source, p_key_type) USING p_keys;
  -- Unchanged documents are left alone: rewriting them would only add index entries for nothing.
  EXECUTE format('INSERT INTO search_documents AS d (index_name, ref_id, locale, title, body, extra, payload, priority)
    SELECT s.index_name, s.ref_id, s.locale, s.title, s.body, s.extra, s.payload, s.priority FROM search.%I s %s
    ON CONFLICT (index_name, ref_id) DO UPDATE SET locale = excluded.locale, title = excluded.title, body = excluded.body,
      extra = excluded.extra, payload = excluded.payload, priority = excluded.priority, updated_at = now()
    WHERE (d.locale, d.title, d.body, d.extra, d.payload, d.priority)
      IS DISTINCT FROM (excluded.locale, excluded.title, excluded.body, excluded.extra, excluded.payload, excluded.priority)',
    source, CASE WHEN p_keys IS NULL THEN '' ELSE format('WHERE s.key = ANY ($1::%s[])', p_key_type) END) USING p_keys;
  GET DIAGNOSTICS written = ROW_COUNT;
  -- After a bulk write, merge the GIN pending lists now rather than have searches scan them.
  IF written >= 200 THEN
    PERFORM gin_clean_pending_list('search_documents_document_idx'::regclass);
    PERFORM gin_clean_pending_list('search_documents_title_trgm_idx'::regclass);
  END IF;
  RETURN written;
END $$;
--> statement-breakpoint
CREATE FUNCTION search.refresh_products(keys integer[]) RETURNS integer LANGUAGE sql AS $$
  SELECT search.refresh('products', 'integer', keys::text[]);
$$;
--> statement-breakpoint
CREATE FUNCTION search.refresh_articles(keys uuid[]) RETURNS integer LANGUAGE sql AS $$
  SELECT search.refresh('articles', 'uuid', keys::text[]);
$$;
--> statement-breakpoint
CREATE FUNCTION search.refresh_videos(keys uuid[]) RETURNS integer LANGUAGE sql AS $$
  SELECT search.refresh('videos', 'uuid', keys::text[]);
$$;
--> statement-breakpoint
CREATE FUNCTION search.refresh_forums(keys uuid[]) RETURNS integer LANGUAGE sql AS $$
  SELECT search.refresh('forums', 'uuid', keys::text[]);
$$;
--> statement-breakpoint
CREATE FUNCTION search.refresh_users(keys uuid[]) RETURNS integer LANGUAGE sql AS $$
  SELECT search.refresh('users', 'uuid', keys::text[]);
$$;
--> statement-breakpoint
-- Trigger functions. Transition tables exist only in the branch of the operation that has them, so each
-- operation reads its own: new_rows for INSERT, old_rows for DELETE, both for UPDATE.
CREATE FUNCTION search.sync_funds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search.refresh_products(ARRAY(SELECT n.scheme_code FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.index_name = 'products' AND d.ref_id = o.scheme_code::text;
  ELSE
    PERFORM search.refresh_products(ARRAY(
      SELECT n.scheme_code FROM new_rows n JOIN old_rows o ON o.scheme_code = n.scheme_code
      WHERE (o.name, o.slug, o.fund_house, o.plan, o.option, o.option_label, o.isin_growth, o.isin_reinvestment,
             o.scheme_type, o.category, o.sub_category, o.nav IS NULL)
        IS DISTINCT FROM
            (n.name, n.slug, n.fund_house, n.plan, n.option, n.option_label, n.isin_growth, n.isin_reinvestment,
             n.scheme_type, n.category, n.sub_category, n.nav IS NULL)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search.sync_articles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search.refresh_articles(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.index_name = 'articles' AND d.ref_id = o.id::text;
  ELSE
    PERFORM search.refresh_articles(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.slug, o.locale, o.title, o.summary, o.body, o.category, o.seo_title, o.seo_description,
             o.seo_keywords, o.published_at IS NULL)
        IS DISTINCT FROM
            (n.slug, n.locale, n.title, n.summary, n.body, n.category, n.seo_title, n.seo_description,
             n.seo_keywords, n.published_at IS NULL)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search.sync_videos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search.refresh_videos(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.index_name = 'videos' AND d.ref_id = o.id::text;
  ELSE
    PERFORM search.refresh_videos(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.video_key, o.locale, o.title, o.description, o.category, o.thumbnail_url, o.duration_s,
             o.is_default_locale)
        IS DISTINCT FROM
            (n.video_key, n.locale, n.title, n.description, n.category, n.thumbnail_url, n.duration_s,
             n.is_default_locale)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search.sync_questions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search.refresh_forums(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.index_name = 'forums' AND d.ref_id = o.id::text;
  ELSE
    PERFORM search.refresh_forums(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.slug, o.locale, o.question, o.details, o.category)
        IS DISTINCT FROM (n.slug, n.locale, n.question, n.details, n.category)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search.sync_experts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search.refresh_users(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.index_name = 'users' AND d.ref_id = o.id::text;
  ELSE
    PERFORM search.refresh_users(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.user_id, o.arn, o.euin, o.expert_code, o.arn_status, o.products, o.supported_languages, o.pincode,
             o.about, o.photo_url)
        IS DISTINCT FROM
            (n.user_id, n.arn, n.euin, n.expert_code, n.arn_status, n.products, n.supported_languages, n.pincode,
             n.about, n.photo_url)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An expert's document shows the name and city of their user row. Deleting a user cascades to experts,
-- whose own trigger removes the document.
CREATE FUNCTION search.sync_expert_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search.refresh_users(ARRAY(
    SELECT e.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN experts e ON e.user_id = n.id
    WHERE (o.name, o.city) IS DISTINCT FROM (n.name, n.city)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_funds_insert AFTER INSERT ON funds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_funds();
--> statement-breakpoint
CREATE TRIGGER search_funds_update AFTER UPDATE ON funds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_funds();
--> statement-breakpoint
CREATE TRIGGER search_funds_delete AFTER DELETE ON funds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_funds();
--> statement-breakpoint
CREATE TRIGGER search_articles_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_articles();
--> statement-breakpoint
CREATE TRIGGER search_articles_update AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_articles();
--> statement-breakpoint
CREATE TRIGGER search_articles_delete AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_articles();
--> statement-breakpoint
CREATE TRIGGER search_videos_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_videos();
--> statement-breakpoint
CREATE TRIGGER search_videos_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_videos();
--> statement-breakpoint
CREATE TRIGGER search_videos_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_videos();
--> statement-breakpoint
CREATE TRIGGER search_questions_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_questions();
--> statement-breakpoint
CREATE TRIGGER search_questions_update AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_questions();
--> statement-breakpoint
CREATE TRIGGER search_questions_delete AFTER DELETE ON questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_questions();
--> statement-breakpoint
CREATE TRIGGER search_experts_insert AFTER INSERT ON experts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_experts();
--> statement-breakpoint
CREATE TRIGGER search_experts_update AFTER UPDATE ON experts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_experts();
--> statement-breakpoint
CREATE TRIGGER search_experts_delete AFTER DELETE ON experts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_experts();
--> statement-breakpoint
CREATE TRIGGER search_expert_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.sync_expert_users();
--> statement-breakpoint
-- Databases that already hold data (an existing demo) get their index now; a fresh one fills it as it is seeded.
SELECT search.refresh_products(NULL), search.refresh_articles(NULL), search.refresh_videos(NULL),
  search.refresh_forums(NULL), search.refresh_users(NULL);
