import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../http/app-error';
import { authedMember, bearerToken, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { authenticate } from '../session/service';

const TYPES = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;
type AnnouncementType = keyof typeof TYPES;

const Announcement = Type.Object({
  id: Type.Integer(),
  announcementId: Type.Integer(),
  type: Type.String(),
  groupName: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  content: Type.String(),
  url: Type.String({ description: 'Image (banners)' }),
  linkUrl: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
});

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const announcementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Banners (B), player notices (PL), pop-ups (PU) and promotions (PR); read flags when logged in',
        querystring: Type.Object(
          {
            types: Type.Optional(Type.String({ pattern: '^(B|PL|PU|PR)(,(B|PL|PU|PR))*$' })),
            groupName: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
            platform: Type.Optional(Type.String({ maxLength: 4 })),
            merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
            language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
          },
          { additionalProperties: false },
        ),
        response: responses(Type.Object({ banners: Type.Array(Announcement), player: Type.Array(Announcement), popup: Type.Array(Announcement), promotion: Type.Array(Announcement) })),
      },
    },
    async (request) => {
      const types = (request.query.types ?? 'B,PL,PU,PR').split(',') as AnnouncementType[];
      // Read flags are a courtesy: a visitor or a stale token simply sees nothing as read.
      const token = bearerToken(request);
      const memberId = token ? await authenticate(app.ctx, token).then((a) => a.member.id, () => null) : null;
      const rows = await db.query<{ id: number; type: AnnouncementType; group_name: string | null; title: string; content: string; link_url: string | null; read: boolean }>(
        `SELECT a.id, a.type, a.group_name, a.title, a.content, a.link_url, (r.member_id IS NOT NULL) AS read
           FROM announcements a LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = $4
          WHERE a.merchant_code = $1 AND a.active AND a.type = ANY($2::text[]) AND a.starts_at <= now() AND (a.ends_at IS NULL OR a.ends_at > now())
            AND (a.type <> 'B' OR $3::text IS NULL OR a.group_name = $3)
          ORDER BY a.type, a.sort_order, a.id`,
        [config.merchantCode, types, request.query.groupName ?? null, memberId],
      );
      const value = { banners: [], player: [], popup: [], promotion: [] } as Record<(typeof TYPES)[AnnouncementType], unknown[]>;
      for (const r of rows) {
        const id = Number(r.id);
        value[TYPES[r.type]].push({ id, announcementId: id, type: r.type, groupName: r.group_name, title: r.title, content: r.content, url: `/wps/banner/${id}.svg`, linkUrl: r.link_url, read: r.read });
      }
      return ok(value as never);
    },
  );

  app.post(
    '/wps/relay/MCSFE_markAnnouncementAsRead',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Mark an announcement as read',
        security: bearerAuth,
        body: Type.Object({ announcementId: Type.Integer({ minimum: 1 }), read: Type.Literal(true) }, { additionalProperties: false }),
        response: responses(Type.Null()),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const exists = await db.query('SELECT 1 FROM announcements WHERE id = $1 AND merchant_code = $2', [request.body.announcementId, config.merchantCode]);
      if (exists.length === 0) throw errors.notFound('Unknown announcement');
      await db.query('INSERT INTO announcement_reads (member_id, announcement_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [authedMember(request).id, request.body.announcementId]);
      return ok(null);
    },
  );

  app.get('/wps/banner/:file', { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,12}\\.svg$' }) }) } }, async (request, reply) => {
    const rows = await db.query<{ title: string; content: string }>('SELECT title, content FROM announcements WHERE id = $1', [Number(request.params.file.slice(0, -4))]);
    if (!rows[0]) throw errors.notFound('Unknown banner');
    const hue = createHash('sha256').update(rows[0].title).digest()[0]! * 1.4;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" role="img" aria-label="${escape(rows[0].title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 40%)"/><stop offset="1" stop-color="hsl(${((hue + 60) % 360).toFixed(0)} 70% 20%)"/></linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#g)"/>
<text x="40" y="140" font-family="sans-serif" font-weight="800" font-size="52" fill="#ffd24a">${escape(rows[0].title)}</text>
<text x="40" y="200" font-family="sans-serif" font-size="28" fill="#fff">${escape(rows[0].content)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
};
