-- The built-in house vendor's own records: one row per round, with its provably-fair seeds.
-- (A real vendor keeps these on its side; the sandbox vendor shares the database for simplicity.)

CREATE TABLE house_rounds (
  round_id          text PRIMARY KEY,
  game_code         text NOT NULL,
  wallet_user       text NOT NULL,
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text,
  stake             bigint NOT NULL DEFAULT 0,
  win               bigint NOT NULL DEFAULT 0,
  outcome           jsonb,
  state             text NOT NULL CHECK (state IN ('committed', 'settled', 'refused', 'failed')),
  created_at        timestamptz NOT NULL DEFAULT now(),
  settled_at        timestamptz
);
CREATE INDEX house_rounds_user_idx ON house_rounds (wallet_user, created_at DESC);
