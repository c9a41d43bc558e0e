-- The aggregator's fish shooting games (server/vendors/house/fish): a round is a batch of shots
-- bought with one wallet bet and paid with one wallet win (its wins plus its unfired shots), so
-- the wallet is not called per bullet. Vendor-side records, kept in the shared database like
-- house_rounds.
CREATE TABLE house_fish_rounds (
  round_id          text PRIMARY KEY,
  -- The vendor whose key signs the round's wallet calls, and so its retries.
  partner_code      text NOT NULL,
  game_code         text NOT NULL,
  wallet_user       text NOT NULL,
  -- The game token the round was bought with: only that token may shoot in it, and the operator
  -- honours the round's win (or the rollback of an unanswered bet) with it after it expired.
  game_token        text NOT NULL,
  currency          text NOT NULL,
  -- Committed when the round opens (the hash is shown), revealed when it closes.
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  shot_stake        bigint NOT NULL CHECK (shot_stake > 0),
  shots             integer NOT NULL CHECK (shots > 0),
  fired             integer NOT NULL DEFAULT 0,
  win               bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  -- The unfired shots' stakes, fixed when the round closes.
  refund            bigint,
  -- opening: stored, bet sent; open: bet taken, shooting; closing: closed, its win to be paid
  -- (retried until the operator confirms); settled: paid; voiding: the bet had no answer, its
  -- rollback to be sent (retried); void: rolled back; refused: the operator refused the bet.
  state             text NOT NULL CHECK (state IN ('opening', 'open', 'closing', 'settled', 'voiding', 'void', 'refused')),
  -- The last shot (or the opening): a round idle for 30 seconds is closed. The game's clock, not the database's.
  active_at         timestamptz NOT NULL,
  attempts          integer NOT NULL DEFAULT 0,
  retry_at          timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  closed_at         timestamptz,
  CHECK (fired BETWEEN 0 AND shots)
);
CREATE INDEX house_fish_rounds_live_idx ON house_fish_rounds (partner_code, active_at) WHERE state IN ('opening', 'open');
CREATE INDEX house_fish_rounds_owed_idx ON house_fish_rounds (partner_code, retry_at) WHERE state IN ('closing', 'voiding');
CREATE INDEX house_fish_rounds_user_idx ON house_fish_rounds (wallet_user, created_at DESC);

-- Every shot once: its number is its key, so a shot sent twice (a retry after a lost answer)
-- counts once and is answered as the first time.
CREATE TABLE house_fish_shots (
  round_id  text NOT NULL REFERENCES house_fish_rounds (round_id),
  shot_no   integer NOT NULL CHECK (shot_no > 0),
  fish_id   text NOT NULL,
  caught    boolean NOT NULL,
  win       bigint NOT NULL CHECK (win >= 0),
  PRIMARY KEY (round_id, shot_no)
);
