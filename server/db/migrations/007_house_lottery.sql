-- The house vendor's lottery: scheduled draws and the tickets bought for them.
-- (Like house_rounds, vendor-side records that the sandbox vendor keeps in the shared database.)

CREATE TABLE house_lottery_draws (
  lottery_code      text NOT NULL,
  draw_no           bigint NOT NULL,
  closes_at         timestamptz NOT NULL,
  draw_at           timestamptz NOT NULL,
  -- Committed when the draw opens (its hash is published), revealed once drawn.
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  result            jsonb,
  state             text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'drawn')),
  PRIMARY KEY (lottery_code, draw_no)
);
CREATE INDEX house_lottery_draws_due_idx ON house_lottery_draws (draw_at) WHERE state = 'open';

CREATE TABLE house_lottery_tickets (
  ticket_id     text PRIMARY KEY,
  lottery_code  text NOT NULL,
  draw_no       bigint NOT NULL,
  wallet_user   text NOT NULL,
  -- The game token the ticket was bought with: the operator honours a win or rollback sent
  -- with it after it expired, which is how a ticket is settled after its draw.
  game_token    text NOT NULL,
  currency      text NOT NULL,
  numbers       jsonb NOT NULL,
  stake         bigint NOT NULL CHECK (stake > 0),
  win           bigint NOT NULL DEFAULT 0,
  -- pending: bet sent; placed: bet accepted; refused: bet refused; settled: win (maybe 0) paid;
  -- void: the bet had no answer by the draw, so it was rolled back.
  state         text NOT NULL CHECK (state IN ('pending', 'placed', 'refused', 'settled', 'void')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz,
  FOREIGN KEY (lottery_code, draw_no) REFERENCES house_lottery_draws (lottery_code, draw_no)
);
CREATE INDEX house_lottery_tickets_user_idx ON house_lottery_tickets (wallet_user, created_at DESC);
CREATE INDEX house_lottery_tickets_open_idx ON house_lottery_tickets (lottery_code, draw_no) WHERE state IN ('pending', 'placed');

-- Lotteries launch by game code (SPEC §2 /m/launchGame); records and the winner board join on it.
CREATE INDEX games_code_idx ON games (game_code);
