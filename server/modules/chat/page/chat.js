/* global document, sessionStorage, fetch, location, history, setTimeout, clearTimeout, URLSearchParams */
/**
 * The sandbox chat vendor's page script. It spends the ticket from the address's fragment (which
 * no server ever saw) for a chat token kept in this tab's sessionStorage, then polls the
 * conversation, sends the player's messages and tells the platform which of support's messages
 * were shown. The fragment is dropped from the address bar at once, so it is not bookmarked,
 * shared or kept in history.
 */
const TOKEN_KEY = 'sandbox-chat-token';
const POLL_MS = 4000;
const TEXTS = {
  ended: 'This chat has ended. Go back and open the chat again.',
  off: 'Live chat is not available right now.',
  connection: 'Connection problem. Trying again…',
  tooLong: 'A message is 1 to 1,000 characters.',
  you: 'You',
  support: 'Support',
};

const byId = (id) => document.getElementById(id);
const log = byId('chat-log');
const list = byId('chat-messages');
const empty = byId('chat-empty');
const status = byId('chat-status');
const form = byId('chat-composer');
const input = byId('chat-body');
const send = byId('chat-send');

let token = null;
let lastId = 0;
let seenUpTo = 0;
let latestSupport = 0;
let timer;
let ended = false;
const shown = new Set();

class Refused extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** One call of the chat API; a refusal (or no answer) throws with the envelope's code. */
async function call(method, path, body) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  let answer;
  try {
    const response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined, cache: 'no-store' });
    answer = await response.json();
  } catch {
    throw new Refused('NETWORK', TEXTS.connection);
  }
  if (!answer || !answer.success) throw new Refused(answer?.code ?? 'UNKNOWN', answer?.message ?? TEXTS.connection);
  return answer.value;
}

function end(text) {
  ended = true;
  token = null;
  sessionStorage.removeItem(TOKEN_KEY);
  clearTimeout(timer);
  input.disabled = true;
  send.disabled = true;
  status.textContent = text;
}

function failed(error) {
  if (error.code === 'FORBIDDEN') return end(TEXTS.off);
  if (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED') return end(TEXTS.ended);
  status.textContent = error.code === 'INVALID_INPUT' ? TEXTS.tooLong : TEXTS.connection;
}

const timeOf = (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function messageItem(message) {
  const item = document.createElement('li');
  item.className = `chat-message chat-message--${message.from}`;
  item.dataset.id = String(message.id);
  const who = document.createElement('span');
  who.className = 'chat-who';
  who.textContent = message.from === 'player' ? TEXTS.you : TEXTS.support;
  const text = document.createElement('p');
  text.textContent = message.body;
  const time = document.createElement('time');
  time.dateTime = message.createdAt;
  time.textContent = timeOf(message.createdAt);
  item.append(who, text, time);
  return item;
}

/** Adds messages not shown yet, in id order (a sent message may come back before an older reply). */
function render(messages) {
  for (const message of messages) {
    if (shown.has(message.id)) continue;
    shown.add(message.id);
    const later = [...list.children].find((item) => Number(item.dataset.id) > message.id);
    list.insertBefore(messageItem(message), later ?? null);
    if (message.from === 'support' && !message.seen) latestSupport = Math.max(latestSupport, message.id);
  }
  empty.hidden = shown.size > 0;
  if (messages.length > 0) log.scrollTop = log.scrollHeight;
  markSeen();
}

/** Support's messages count as seen once they are on a screen the player is looking at. */
function markSeen() {
  if (ended || document.visibilityState !== 'visible' || latestSupport <= seenUpTo) return;
  seenUpTo = latestSupport;
  call('POST', '/wps/chat/seen', { upTo: seenUpTo }).catch(failed);
}

async function poll() {
  clearTimeout(timer);
  try {
    const { messages } = await call('GET', lastId > 0 ? `/wps/chat/messages?after=${lastId}` : '/wps/chat/messages');
    if (status.textContent === TEXTS.connection) status.textContent = '';
    render(messages);
    for (const message of messages) lastId = Math.max(lastId, message.id);
  } catch (error) {
    failed(error);
  }
  if (!ended) timer = setTimeout(poll, POLL_MS);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const body = input.value.trim();
  if (ended || body.length === 0) return;
  send.disabled = true;
  try {
    render([await call('POST', '/wps/chat/messages', { body })]);
    input.value = '';
    status.textContent = '';
  } catch (error) {
    failed(error);
  } finally {
    send.disabled = ended;
  }
});

/** The launch's header colour, with text that stays readable on it (WCAG relative luminance). */
function applyHeaderColor() {
  const header = document.querySelector('.chat-header');
  const color = header.dataset.headerColor;
  if (!color) return;
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(color.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  header.style.backgroundColor = color;
  header.style.color = 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#1b1f2a' : '#ffffff';
}

async function start() {
  applyHeaderColor();
  token = sessionStorage.getItem(TOKEN_KEY);
  const ticket = new URLSearchParams(location.hash.slice(1)).get('ticket');
  if (ticket) {
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    const previous = token;
    token = null;
    try {
      token = (await call('POST', '/wps/chat/session', { ticket })).token;
      sessionStorage.setItem(TOKEN_KEY, token);
    } catch (error) {
      token = previous;
      if (!token) return failed(error);
    }
  }
  if (!token) return end(TEXTS.ended);
  // The composer comes disabled: a message sent before the ticket was spent had no token, and its
  // refusal ended the chat.
  input.disabled = false;
  send.disabled = false;
  document.addEventListener('visibilitychange', markSeen);
  await poll();
}

void start();
