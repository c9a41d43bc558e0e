import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatPageQuery } from '../../../contracts/chat';
import { escapeHtml } from '../../vendors/sandbox-page';

const PAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page');
const ASSETS = {
  'chat.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(path.join(PAGE_DIR, 'chat.js'), 'utf8') },
  'chat.css': { type: 'text/css; charset=utf-8', body: readFileSync(path.join(PAGE_DIR, 'chat.css'), 'utf8') },
};

/** The page's own policy: its script and stylesheet from here, calls to here, nothing inline, never framed. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const DEFAULTS = { language: 'en', backUrl: '/m/message', title: 'Live chat' };

/** The page around the conversation, which its script fills in. Its texts are the vendor's, in English. */
export function chatPageHtml(q: ChatPageQuery): string {
  const { language, backUrl, title } = { ...DEFAULTS, ...q };
  const color = q.headerColor ? ` data-header-color="${escapeHtml(q.headerColor)}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} – Customer service</title>
<link rel="stylesheet" href="/sandbox/chat/chat.css">
<script type="module" src="/sandbox/chat/chat.js"></script>
</head>
<body>
<header class="chat-header"${color}>
<a class="chat-back" href="${escapeHtml(backUrl)}">Back</a>
<h1 lang="${escapeHtml(language)}">${escapeHtml(title)}</h1>
</header>
<main>
<p class="chat-intro">You are chatting with customer service. We usually answer within a few minutes.</p>
<div id="chat-log" class="chat-log" role="log" aria-label="Conversation" tabindex="0">
<p id="chat-empty" class="chat-empty">No messages yet. Write to us below.</p>
<ol id="chat-messages"></ol>
</div>
<p id="chat-status" class="chat-status" role="status"></p>
<form id="chat-composer" class="chat-composer">
<label for="chat-body">Your message</label>
<textarea id="chat-body" name="body" rows="2" maxlength="1000" required disabled></textarea>
<button id="chat-send" type="submit" disabled>Send</button>
</form>
<noscript><p class="chat-status">This chat needs JavaScript.</p></noscript>
</main>
</body>
</html>`;
}

/**
 * The sandbox's live-chat vendor page (sandbox mode only, like the outbox): what a player's
 * launch opens. It speaks to the platform's chat calls (/wps/chat/*) with the token its ticket
 * bought; production points CHAT_PAGE_URL at a real page.
 */
export const chatPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/sandbox/chat', { schema: { hide: true, querystring: ChatPageQuery } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .send(chatPageHtml(request.query)),
  );

  for (const [file, asset] of Object.entries(ASSETS)) {
    app.get(`/sandbox/chat/${file}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body),
    );
  }
};
