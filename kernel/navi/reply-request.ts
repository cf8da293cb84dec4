// "Reply to Daniel and say Thursday works for me", "respond to the plumber saying I'll pay
// Friday": a reply is written in the message's own reply box and sent with its own button. The
// request becomes those steps, each done (and approved) as usual: open what is replied to, press
// its Reply, type the words (quoted, so nothing in them is taken as filler or a step), then Send.
const REPLY = /^\s*(?:reply|respond|write back|answer)\s+to\s+(.+?)\s*(?:,?\s+and\s+(?:say|tell (?:him|her|them))(?:\s+that)?|,?\s+saying(?:\s+that)?|\s*:|,?\s+with)\s+(.+?)\s*[.!]?\s*$/is;

/** The steps of a reply request, or null when the request is not one. */
export function replySteps(request: string): string | null {
  const m = REPLY.exec(request);
  if (!m) return null;
  const to = m[1]!.trim();
  const body = m[2]!.trim().replace(/^["“'‘](.*)["”'’]$/s, '$1');
  if (!to || !body || /["“”]/.test(body)) return null;
  return `open ${to}, then click Reply, then type "${body}" into the reply, then click Send`;
}
