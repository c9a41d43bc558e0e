-- The players' inbox: messages from the operator (to one player or a segment) and from the
-- platform itself (a deposit credited, a withdrawal decided, KYC decided, a limit in force).
-- A message is written once; each recipient gets a delivery row with its own read and deleted
-- marks. A platform message has a template and parameters instead of a text, so the player reads it
-- in the language the app shows.

CREATE TABLE inbox_messages (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  sender         text NOT NULL CHECK (sender IN ('operator', 'platform')),
  -- Operator messages: the operator's name, and their text as written.
  operator_name  text,
  title          text,
  body           text,
  -- Platform messages: which event (the client's text key) and its figures.
  template       text,
  params         jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Who it went to: one username, or the name of a segment.
  audience       text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((sender = 'operator' AND title IS NOT NULL AND body IS NOT NULL) OR (sender = 'platform' AND template IS NOT NULL))
);

CREATE TABLE inbox_deliveries (
  message_id  bigint NOT NULL REFERENCES inbox_messages(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (member_id, message_id)
);
-- A player's list and unread count read only what is not deleted.
CREATE INDEX inbox_deliveries_shown_idx ON inbox_deliveries (member_id, message_id DESC) WHERE deleted_at IS NULL;
