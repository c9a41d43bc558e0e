-- The sandbox aggregator's withdrawn games: a vendor takes a game out (licence, a fault, the end
-- of a deal). Its published catalogue leaves them out, so the operator's lobby drops them; its
-- page answers with an honest notice to a player who still has it open.
CREATE TABLE aggregator_withdrawn_games (
  game_code     text PRIMARY KEY,
  withdrawn_at  timestamptz NOT NULL DEFAULT now()
);
