CREATE TABLE "search_documents" (
	"index_name" text NOT NULL,
	"ref_id" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "body"), 'B') || setweight(to_tsvector('simple'::regconfig, "extra"), 'C')) STORED NOT NULL,
	CONSTRAINT "search_documents_index_name_ref_id_pk" PRIMARY KEY("index_name","ref_id"),
	CONSTRAINT "search_documents_index_name_check" CHECK ("search_documents"."index_name" in ('products', 'articles', 'videos', 'forums', 'users'))
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);