-- QueryHub's search mirror (docs/data-model.md, "posts"). Applied at every start of the local
-- stack and by `npm run admin -- migrate-search`: every statement is idempotent.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- English stemming with accents folded ("café" finds "cafe"). A configuration named in the
-- expression keeps to_tsvector immutable, as a generated column needs.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'queryhub') THEN
    CREATE TEXT SEARCH CONFIGURATION queryhub (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION queryhub
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END
$$;

CREATE TABLE IF NOT EXISTS posts (
  kind text NOT NULL CHECK (kind IN ('question', 'answer')),
  post_id text NOT NULL,
  question_id text NOT NULL,
  category_id text NOT NULL DEFAULT '',
  author_id text NOT NULL DEFAULT '',
  -- A question's first line; an answer carries its question's, for display.
  title text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  score integer NOT NULL DEFAULT 0,
  answer_count integer NOT NULL DEFAULT 0,
  -- A question with an accepted answer, or the accepted answer itself.
  accepted boolean NOT NULL DEFAULT false,
  closed boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  -- A tombstone: the post was deleted at source_updated_at (an older, late event must not revive it).
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  active_at timestamptz NOT NULL,
  -- The Firestore update time of the version this row holds; writes of older versions are ignored.
  source_updated_at timestamptz NOT NULL,
  -- An answer is found by its own words (its question's title is only shown with it).
  search_vector tsvector GENERATED ALWAYS AS (
    CASE WHEN kind = 'question' THEN setweight(to_tsvector('queryhub', title), 'A') ELSE ''::tsvector END
    || setweight(to_tsvector('queryhub', body), 'B')
  ) STORED,
  PRIMARY KEY (kind, post_id)
);

CREATE INDEX IF NOT EXISTS posts_search_vector ON posts USING gin (search_vector)
  WHERE NOT deleted AND NOT hidden;
CREATE INDEX IF NOT EXISTS posts_created_at ON posts (created_at DESC)
  WHERE NOT deleted AND NOT hidden;
CREATE INDEX IF NOT EXISTS posts_title_trgm ON posts USING gin (title gin_trgm_ops)
  WHERE kind = 'question' AND NOT deleted AND NOT hidden;
CREATE INDEX IF NOT EXISTS posts_question_id ON posts (question_id);

-- A question's tags (an answer's row has none: the tag filter reads its question's).
ALTER TABLE posts ADD COLUMN IF NOT EXISTS tags text[] NOT NULL DEFAULT '{}';
CREATE INDEX IF NOT EXISTS posts_tags ON posts USING gin (tags)
  WHERE kind = 'question' AND NOT deleted AND NOT hidden;

-- The words of the posts, for spelling correction (trigram similarity) and the rarest words of
-- a draft title. ndoc is how many visible posts use the word: each mirror write moves it by the
-- post's change, a reindex recounts it; a word no post uses any more stays at 0 (never suggested).
CREATE TABLE IF NOT EXISTS search_lexicon (
  word text PRIMARY KEY,
  ndoc integer NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS search_lexicon_trgm ON search_lexicon USING gin (word gin_trgm_ops);
