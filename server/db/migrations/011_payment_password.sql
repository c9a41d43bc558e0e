-- The payment password (issue 11): a second secret, apart from the login password, that a
-- withdrawal asks for. argon2id like the login password; NULL until the player sets one.
ALTER TABLE members
  ADD COLUMN payment_password_hash       text,
  ADD COLUMN payment_password_changed_at timestamptz;
