-- Live chat with customer service (SPEC §2 "Message center", whitelabel flag CBS3): one
-- conversation per player, messages from the player or from support, each with when either side
-- saw it. The chat page is opened with a one-time ticket and then speaks with a chat token; both
-- are stored only as keyed hashes (TOKEN_PEPPER), as session tokens are.

CREATE TABLE chat_conversations (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL UNIQUE REFERENCES members(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id               bigserial PRIMARY KEY,
  conversation_id  bigint NOT NULL REFERENCES chat_conversations(id),
  sender           text NOT NULL CHECK (sender IN ('player', 'support')),
  -- Support's messages: the operator who wrote it.
  operator_name    text,
  body             text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- When each side saw it; the writer's own side is set as it is written.
  player_read_at   timestamptz,
  support_read_at  timestamptz,
  CHECK ((sender = 'support') = (operator_name IS NOT NULL))
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);
-- The player's unread count, and support's queue of unanswered messages.
CREATE INDEX chat_messages_unseen_by_player_idx ON chat_messages (conversation_id) WHERE player_read_at IS NULL;
CREATE INDEX chat_messages_unseen_by_support_idx ON chat_messages (conversation_id) WHERE support_read_at IS NULL;

-- A ticket opens the chat page once, within two minutes of the launch, for the session that asked.
CREATE TABLE chat_tickets (
  ticket_hash   text PRIMARY KEY,
  session_hash  text NOT NULL REFERENCES sessions(token_hash),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);

-- A chat token lives exactly as long as the session whose ticket it was redeemed for.
CREATE TABLE chat_tokens (
  token_hash    text PRIMARY KEY,
  session_hash  text NOT NULL REFERENCES sessions(token_hash),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_tokens_session_idx ON chat_tokens (session_hash);
