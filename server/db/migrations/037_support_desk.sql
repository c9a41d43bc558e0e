-- The back-office's support desk (issue 15): live chat answered from the console by several
-- agents, and the inbox's messages sent from it.

-- Who is answering a conversation, so two agents never answer one player at once; and when it
-- was closed (its transcript then reads only; the player's next message opens it again).
ALTER TABLE chat_conversations
  ADD COLUMN claimed_by  bigint REFERENCES staff_accounts(id),
  ADD COLUMN claimed_at  timestamptz,
  ADD COLUMN closed_at   timestamptz,
  ADD COLUMN closed_by   bigint REFERENCES staff_accounts(id),
  ADD CHECK ((claimed_by IS NULL) = (claimed_at IS NULL)),
  ADD CHECK (closed_at IS NULL OR claimed_by IS NULL);

-- A console agent's reply names the staff member (operator_name keeps the name shown).
ALTER TABLE chat_messages ADD COLUMN staff_id bigint REFERENCES staff_accounts(id);

-- The console's live feed (a WebSocket) is opened with a ticket bought over HTTP with the staff
-- session's headers, never with the session token in an address: spendable once, for 30 seconds,
-- stored only as a keyed hash and bound to the session that asked.
CREATE TABLE chat_desk_tickets (
  ticket_hash   text PRIMARY KEY,
  session_hash  text NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX chat_desk_tickets_expiry_idx ON chat_desk_tickets (expires_at);

-- How many players a message reached, kept when it is sent: the console's list of sent messages
-- reads it instead of counting a segment's deliveries again.
ALTER TABLE inbox_messages ADD COLUMN recipients integer;
CREATE INDEX inbox_messages_sent_idx ON inbox_messages (merchant_code, id DESC) WHERE sender = 'operator';
