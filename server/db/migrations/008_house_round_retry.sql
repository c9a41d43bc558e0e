-- A house round keeps the game token and currency it was played with, so that a win (or the
-- rollback of an unanswered bet) the operator did not confirm can be sent again later: the
-- operator honours both after the token expired, and applies each transaction uuid once.
ALTER TABLE house_rounds ADD COLUMN game_token text;
ALTER TABLE house_rounds ADD COLUMN currency text;
CREATE INDEX house_rounds_failed_idx ON house_rounds (created_at) WHERE state = 'failed';
