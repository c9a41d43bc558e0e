-- The game catalogue: vendors, games, favourites and recently played games.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE game_vendors (
  code        text PRIMARY KEY,
  name        text NOT NULL,
  sort_order  integer NOT NULL,
  active      boolean NOT NULL DEFAULT true
);

CREATE TABLE games (
  node_id            bigserial PRIMARY KEY,
  vendor_code        text NOT NULL REFERENCES game_vendors(code),
  game_id            text NOT NULL,
  game_code          text NOT NULL,
  game_name          text NOT NULL,
  -- Lobby category (SPEC §2 "Game lobby").
  game_type          text NOT NULL CHECK (game_type IN
                       ('RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'POKER', 'COCKFIGHT', 'LOTT', 'ELOTT')),
  -- Cross-category classification used by the JP and BG tabs.
  game_classify_new  text CHECK (game_classify_new IN ('JP', 'BG')),
  game_group_id      text,
  lotto_mode         text,
  is_new             boolean NOT NULL DEFAULT false,
  -- Lower ranks are hotter; NULL is not in the hot list.
  hot_rank           integer,
  sort_order         integer NOT NULL,
  min_bet            bigint NOT NULL CHECK (min_bet > 0),
  min_line           integer NOT NULL DEFAULT 1,
  support_play       boolean NOT NULL DEFAULT true,
  active             boolean NOT NULL DEFAULT true,
  name_key           text GENERATED ALWAYS AS (lower(game_name)) STORED,
  CONSTRAINT games_vendor_game_unique UNIQUE (vendor_code, game_id)
);
CREATE INDEX games_type_vendor_idx ON games (game_type, vendor_code, sort_order);
CREATE INDEX games_hot_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;
-- Name search (case-insensitive substring) stays fast as the catalogue grows.
CREATE INDEX games_name_trgm_idx ON games USING gin (name_key gin_trgm_ops);

CREATE TABLE favourite_games (
  member_id   bigint NOT NULL REFERENCES members(id),
  node_id     bigint NOT NULL REFERENCES games(node_id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favourite_games_recent_idx ON favourite_games (member_id, created_at DESC);

CREATE TABLE recent_games (
  member_id   bigint NOT NULL REFERENCES members(id),
  node_id     bigint NOT NULL REFERENCES games(node_id),
  played_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_recent_idx ON recent_games (member_id, played_at DESC);
