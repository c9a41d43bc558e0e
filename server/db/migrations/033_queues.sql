-- The console's work queues (issue 15): deposits, withdrawals and KYC cases paged by a keyset
-- (the sort key and the id of the last row seen), never by OFFSET, so the first page and the
-- thousandth cost the same with 100,000 rows. Each queue reads one of these indexes in order:
-- the open states together (the default view: what waits for staff) through a partial index,
-- or one state through a (status, key, id) index; sorted by when it was made or by amount.

CREATE INDEX withdrawals_queue_open_created_idx ON withdrawals (created_at, id) WHERE status IN ('pending', 'on_hold', 'waiting_kyc');
CREATE INDEX withdrawals_queue_open_amount_idx ON withdrawals (amount, id) WHERE status IN ('pending', 'on_hold', 'waiting_kyc');
CREATE INDEX withdrawals_queue_state_created_idx ON withdrawals (status, created_at, id);
CREATE INDEX withdrawals_queue_state_amount_idx ON withdrawals (status, amount, id);

CREATE INDEX deposits_queue_open_created_idx ON deposits (created_at, id) WHERE status IN ('pending', 'reviewing');
CREATE INDEX deposits_queue_open_amount_idx ON deposits (amount, id) WHERE status IN ('pending', 'reviewing');
CREATE INDEX deposits_queue_state_created_idx ON deposits (status, created_at, id);
CREATE INDEX deposits_queue_state_amount_idx ON deposits (status, amount, id);

-- KYC cases wait from their submission (drafts are not in the queue).
CREATE INDEX kyc_submissions_queue_open_idx ON kyc_submissions (submitted_at, id) WHERE state IN ('pending', 'on_hold');
CREATE INDEX kyc_submissions_queue_state_idx ON kyc_submissions (state, submitted_at, id) WHERE submitted_at IS NOT NULL;

-- A decision is an operator's (the key API, `npm run ops`) or a staff member's (the console):
-- exactly one of the two. The audit log names the actor the same way (operator:<id>, staff:<id>).
ALTER TABLE operator_decisions
  ALTER COLUMN operator_id DROP NOT NULL,
  ADD COLUMN staff_id bigint REFERENCES staff_accounts(id),
  ADD CONSTRAINT operator_decisions_one_decider CHECK ((operator_id IS NULL) <> (staff_id IS NULL));
