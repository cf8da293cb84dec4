// A site map as echo.sitemap.save takes it and echo.sitemap.read gives it back: per origin, for
// each page its URL pattern, title, WebMCP tools (names and descriptor hashes), main controls and
// forms (roles and names, never values), and the pages it links to. No fingerprints: a page is
// always read afresh before anything acts on it; the map only says where to look.
import { Type, type Static } from '@sinclair/typebox';

export const SITEMAP_LIMITS = { pages: 60, controls: 40, forms: 8, fields: 20, links: 60, tools: 40, text: 200 } as const;

const Text = Type.String({ maxLength: SITEMAP_LIMITS.text });
const Role = Type.String({ maxLength: 40 });
/** A path on the site: `/booking.html`, `/items/:id` (a number or id-like segment made generic). */
const UrlPattern = Type.String({ pattern: '^/', maxLength: 300 });

export const SiteControl = Type.Object({ role: Role, name: Text }, { additionalProperties: false });
export type SiteControl = Static<typeof SiteControl>;

export const SitePage = Type.Object(
  {
    urlPattern: UrlPattern,
    title: Text,
    tools: Type.Array(Type.Object({ name: Text, descriptorHash: Type.String({ pattern: '^[0-9a-f]{64}$' }) }, { additionalProperties: false }), { maxItems: SITEMAP_LIMITS.tools }),
    controls: Type.Array(SiteControl, { maxItems: SITEMAP_LIMITS.controls }),
    forms: Type.Array(Type.Object({ name: Text, fields: Type.Array(SiteControl, { maxItems: SITEMAP_LIMITS.fields }) }, { additionalProperties: false }), { maxItems: SITEMAP_LIMITS.forms }),
    links: Type.Array(UrlPattern, { maxItems: SITEMAP_LIMITS.links }),
    mappedAt: Type.Integer({ minimum: 0 }),
    /** Set when a live visit disagreed with this entry: the live page wins. */
    stale: Type.Optional(Type.Object({ at: Type.Integer({ minimum: 0 }), reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type SitePage = Static<typeof SitePage>;

export const SiteMap = Type.Object(
  {
    origin: Type.String({ pattern: '^https?://[^/]+$', maxLength: 200, description: 'The mapped site (an allowed origin).' }),
    mappedAt: Type.Integer({ minimum: 0 }),
    pages: Type.Array(SitePage, { maxItems: SITEMAP_LIMITS.pages }),
  },
  { additionalProperties: false },
);
export type SiteMap = Static<typeof SiteMap>;
