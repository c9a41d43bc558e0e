-- The slots' progressive jackpots (issue 12): one pool per jackpot game, fed by a share of every
-- stake its rounds take and paid whole to the round that hits it; the house then reseeds it.
CREATE TABLE slot_jackpots (
  game_code   text PRIMARY KEY,
  pool        bigint NOT NULL CHECK (pool >= 0),
  hits        integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Every hit, by the round that won it, with what it paid (centavos).
CREATE TABLE slot_jackpot_hits (
  round_id    text PRIMARY KEY,
  game_code   text NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX slot_jackpot_hits_game_idx ON slot_jackpot_hits (game_code, created_at DESC);
