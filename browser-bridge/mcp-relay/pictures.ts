// Pictures in a relayed result (a screenshot, an approval's picture) travel to an MCP client as
// image content, not as text: text redaction would turn their base64 into `[redacted]`, and a
// data URL in text is no picture to a client. They were masked by the extension when taken
// (protected fields, other sites' frames). Only a string that is a whole data URL of an image
// whose bytes start as that image type does is taken out; anything else stays text, redacted.

export interface RelayPicture {
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** Base64, as MCP image content carries it. */
  data: string;
}

/** The most pictures one result carries out; more stay text (and are redacted). */
export const MAX_PICTURES = 8;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The first bytes each type's files start with (WebP: RIFF....WEBP). */
const MAGIC: Record<RelayPicture['mimeType'], (b: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

function head(base64: string): Uint8Array {
  const bin = atob(base64.slice(0, 16));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A copy of `value` with each picture's data URL replaced by a note naming it (1-based), and the pictures taken out. */
export function takePictures<T>(value: T): { value: T; pictures: RelayPicture[] } {
  const pictures: RelayPicture[] = [];
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const m = pictures.length < MAX_PICTURES ? DATA_URL.exec(v) : null;
      const mimeType = m?.[1] as RelayPicture['mimeType'] | undefined;
      if (!m || !mimeType || !MAGIC[mimeType](head(m[2]!))) return v;
      pictures.push({ mimeType, data: m[2]! });
      return `[picture ${pictures.length} (${mimeType}): image content ${pictures.length} of this result]`;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(value) as T, pictures };
}
