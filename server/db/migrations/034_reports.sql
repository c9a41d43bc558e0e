-- The console's reports (issue 15) read whole Manila days across every player: each report
-- range-scans by time, so the tables it reads get an index on their time. No rollup table: the
-- reports are computed from these rows on every call, so they cannot drift from the ledger.

-- GGR, active players: the wallet's bets, wins and rollbacks by time (the only index was per player).
CREATE INDEX wallet_transactions_created_idx ON wallet_transactions (created_at);
-- Deposits, withdrawals, bonus cost and the GGR check: ledger transfers of one kind by time.
CREATE INDEX ledger_transfers_kind_created_idx ON ledger_transfers (kind, created_at);
-- Limit and exclusion events: the protection rows of the audit log only (money rows are most of it).
CREATE INDEX audit_log_protection_idx ON audit_log (created_at) WHERE kind LIKE 'protection.%';
-- New players by registration day.
CREATE INDEX members_created_idx ON members (created_at);
-- GGR's refunds: the few rollback rows by time, without walking every bet and win.
CREATE INDEX wallet_transactions_rollback_idx ON wallet_transactions (created_at) WHERE kind = 'rollback';
