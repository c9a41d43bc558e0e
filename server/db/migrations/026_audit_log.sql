-- The audit log (issue 13): one row per money movement, account change and operator decision,
-- written in the same transaction as what it records. Rows are only ever added. A sealer gives
-- each committed row, in commit order, its place in a hash chain: seq (1, 2, 3 …) and
-- hash = sha256(previous hash || canonical row); `npm run ops -- audit-verify` recomputes it.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  created_at  timestamptz NOT NULL DEFAULT now(),
  kind        text NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  -- No foreign key: the log outlives and never blocks what it mentions.
  member_id   bigint,
  actor       text NOT NULL CHECK (length(actor) BETWEEN 1 AND 80),
  -- Canonical JSON as written: the hash covers these exact characters.
  data        text NOT NULL,
  seq         bigint,
  hash        text,
  CONSTRAINT audit_log_sealed_together CHECK ((seq IS NULL) = (hash IS NULL))
);
CREATE UNIQUE INDEX audit_log_seq_unique ON audit_log (seq) WHERE seq IS NOT NULL;
-- What the sealer reads: the rows still waiting, oldest id first.
CREATE INDEX audit_log_unsealed_idx ON audit_log (id) WHERE seq IS NULL;
CREATE INDEX audit_log_member_idx ON audit_log (member_id, id) WHERE member_id IS NOT NULL;

-- Append-only, enforced by the database whoever connects: no DELETE, no TRUNCATE, and the only
-- UPDATE is the sealer's, once, setting seq and hash on a row that had neither.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.seq IS NULL AND OLD.hash IS NULL AND NEW.seq IS NOT NULL AND NEW.hash IS NOT NULL
       AND NEW.id = OLD.id AND NEW.created_at = OLD.created_at AND NEW.kind = OLD.kind
       AND NEW.member_id IS NOT DISTINCT FROM OLD.member_id AND NEW.actor = OLD.actor AND NEW.data = OLD.data THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- The chain's end as last sealed: one row, locked by the sealer so two never seal at once, and
-- compared by the verifier with the last sealed row (a deleted tail shows as a mismatch).
CREATE TABLE audit_chain_head (
  one   boolean PRIMARY KEY DEFAULT true CHECK (one),
  seq   bigint NOT NULL CHECK (seq >= 0),
  hash  text NOT NULL
);
INSERT INTO audit_chain_head (seq, hash) VALUES (0, repeat('0', 64));

CREATE FUNCTION audit_chain_head_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.seq > OLD.seq THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_chain_head only moves forward (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_chain_head_forward BEFORE UPDATE OR DELETE ON audit_chain_head
  FOR EACH ROW EXECUTE FUNCTION audit_chain_head_forward();
