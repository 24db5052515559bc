-- pg_trgm powers fuzzy name search (funds, experts, content). PGlite must also load it on every open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
