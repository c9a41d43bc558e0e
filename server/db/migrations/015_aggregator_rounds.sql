-- The sandbox aggregator (issue 12): every catalogue vendor is a seamless-wallet partner of its
-- own, so a house round belongs to the partner whose key signed its wallet calls, and its
-- retries go out under that partner.
ALTER TABLE house_rounds ADD COLUMN partner_code text NOT NULL DEFAULT 'house';

-- Rounds with decisions (cards, blackjack, PVP tables): 'open' between the deal and the last
-- decision. The hand (deck, cards, whose turn) stays here, never sent to the player until the
-- round ends; bets counts the round's wallet bets (a double or a call is one more); step makes
-- two decisions sent at once apply one after the other, never both from the same state.
ALTER TABLE house_rounds DROP CONSTRAINT house_rounds_state_check;
ALTER TABLE house_rounds ADD CONSTRAINT house_rounds_state_check
  CHECK (state IN ('committed', 'open', 'settled', 'refused', 'failed'));
ALTER TABLE house_rounds ADD COLUMN hand jsonb;
ALTER TABLE house_rounds ADD COLUMN bets integer NOT NULL DEFAULT 1;
ALTER TABLE house_rounds ADD COLUMN step integer NOT NULL DEFAULT 0;
ALTER TABLE house_rounds ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX house_rounds_open_idx ON house_rounds (partner_code, updated_at) WHERE state = 'open';
