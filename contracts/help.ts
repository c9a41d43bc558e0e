import { Type, type Static } from 'typebox';

/** GET /wps/system/helpCenter: `lang` is the server's language code (EN, TY, ...). */
export const HelpQuery = Type.Object(
  { lang: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })), device: Type.Optional(Type.String({ maxLength: 16 })) },
  { additionalProperties: false },
);
export type HelpQuery = Static<typeof HelpQuery>;

/**
 * A help-centre topic (SPEC §3 "Help topic"), optional sub-topics. `content` is the operator's
 * HTML (SPEC §2: the right area shows it), which the client shows only through its sanitiser
 * (src/lib/sanitizeHtml.ts): paragraphs, headings, lists, emphasis, tables and links.
 */
export const HelpTopic = Type.Cyclic(
  {
    HelpTopic: Type.Object({
      title: Type.String(),
      tag: Type.String(),
      content: Type.String({ description: 'Operator HTML; the client keeps only its allow-list' }),
      children: Type.Array(Type.Ref('HelpTopic')),
    }),
  },
  'HelpTopic',
);
export type HelpTopic = Static<typeof HelpTopic>;
