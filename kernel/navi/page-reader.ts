// Questions about a page, answered with the page's own sentences. The main content is found by
// Mozilla's Readability, run here in AI Echo on a document rebuilt from what
// browser.semantic.extract returned: only visible, non-withheld text ever reaches it, no page
// code runs, and the landmarks the snapshot named (navigation, banners, sidebars, dialogs) are
// rebuilt with their roles so Readability drops them as it drops them on the real page.
// Passages are chosen by stemmed topic words (weighted by rarity), summaries by how central a
// sentence's words are; either way the result is quoted, untrusted page text.
import { Readability } from '@mozilla/readability';
import { contentStems, sameStem, stem } from './words.ts';

export interface ExtractedRegion {
  /** The landmark role the snapshot gave it (navigation, complementary…), or 'page' for the whole page. */
  role: string;
  text: string;
  links?: { text: string }[];
}

export interface MainContent {
  title: string | null;
  paragraphs: string[];
}

/** Roles whose text is the page's furniture, not its content. */
export const FURNITURE_ROLES = new Set(['banner', 'navigation', 'complementary', 'contentinfo', 'dialog', 'alertdialog', 'search', 'menu', 'menubar', 'toolbar']);

/** Class names Readability reads as furniture, for the roles it does not drop by role alone. */
const FURNITURE_CLASS: Record<string, string> = { banner: 'banner header', contentinfo: 'footer', search: 'menu', toolbar: 'menu' };

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

function paragraph(doc: Document, line: string, linkTexts: ReadonlySet<string>, headings: ReadonlySet<string>): HTMLElement {
  if (headings.has(line)) {
    const h = doc.createElement('h2');
    h.textContent = line;
    return h;
  }
  const p = doc.createElement('p');
  // A line that is only link text reads as a link, so link density counts as on the page.
  if (linkTexts.has(line)) {
    const a = doc.createElement('a');
    a.href = '#';
    a.textContent = line;
    p.append(a);
  } else p.textContent = line;
  return p;
}

/**
 * The page's main content. `page` is the whole page's extract; `furniture` the extracts of its
 * navigation, banners, sidebars and dialogs, whose lines are set apart with their roles.
 */
export function mainContent(page: ExtractedRegion, furniture: readonly ExtractedRegion[], headings: readonly string[] = [], title = ''): MainContent {
  const doc = document.implementation.createHTMLDocument(title);
  const linkTexts = new Set([page, ...furniture].flatMap((r) => (r.links ?? []).map((l) => l.text.trim())).filter(Boolean));
  const headingSet = new Set(headings);
  const taken = new Map<string, number>();
  for (const region of furniture) {
    const box = doc.createElement('div');
    box.setAttribute('role', region.role);
    box.className = FURNITURE_CLASS[region.role] ?? region.role;
    for (const line of lines(region.text)) {
      box.append(paragraph(doc, line, linkTexts, headingSet));
      taken.set(line, (taken.get(line) ?? 0) + 1);
    }
    doc.body.append(box);
  }
  const content = doc.createElement('div');
  content.className = 'content';
  for (const line of lines(page.text)) {
    const n = taken.get(line) ?? 0;
    if (n > 0) {
      taken.set(line, n - 1);
      continue;
    }
    content.append(paragraph(doc, line, linkTexts, headingSet));
  }
  doc.body.append(content);
  const article = new Readability<Node>(doc, { charThreshold: 200, serializer: (node) => node }).parse();
  const root = article?.content instanceof Element ? article.content : content;
  const paragraphs = [...root.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6')]
    .filter((el) => !el.querySelector('p, li'))
    .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { title: article?.title || title || null, paragraphs: paragraphs.length ? paragraphs : lines(content.textContent ?? '') };
}

/** Sentences of the content, in order, with the paragraph each came from. */
export function sentencesOf(content: MainContent): { text: string; paragraph: number; first: boolean }[] {
  const out: { text: string; paragraph: number; first: boolean }[] = [];
  content.paragraphs.forEach((p, i) => {
    const parts = p.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“‘'(])/u).map((s) => s.trim()).filter(Boolean);
    parts.forEach((s, j) => out.push({ text: s, paragraph: i, first: j === 0 }));
  });
  return out;
}

/** Words that frame a question rather than say what it is about. */
const QUESTION_FRAME = new Set(
  ('what does do did say says said about article page post text site it this that there anything something mention mentions mentioned ' +
    'tell me anything regarding concerning according info information any which how where when who why is are was were whether ' +
    'in on of the a an to give show find read written writes write story piece blog many much have has had got get i my we our')
    .split(' ')
    .flatMap((w) => [w, stem(w)]),
);

/** The words a question is about ("what does the article say about emissions" -> ["emission"]). */
export function topicOf(question: string): string[] {
  return contentStems(question.replace(/[?!.]+$/, '')).filter((w) => !QUESTION_FRAME.has(w));
}

const REMAINDER = /\b(?:left|remaining|leftover)\b/i;
const HOW_MUCH = /\bhow (?:much|many)\b|\bwhat(?:'s| is)\b/i;
/** The words a page says a remainder by ("how much is left on …": its "balance"), for a question that asks one. */
export function remainderWords(question: string): string[] {
  return REMAINDER.test(question) && HOW_MUCH.test(question) ? ['balance', 'remaining', 'available'].map(stem) : [];
}

/** A line that is a name alone: a few words, no digits, no sentence's end. */
const alone = (text: string) => text.split(/\s+/).length <= 5 && !/\d|[.!?]$/.test(text);

/** Up to `max` sentences about the topic, in page order; rarer topic words count more. */
export function passagesAbout(content: MainContent, topic: readonly string[], max = 3): string[] {
  const sentences = sentencesOf(content);
  if (!topic.length || !sentences.length) return [];
  const stems = sentences.map((s) => contentStems(s.text));
  const df = (w: string) => stems.filter((ss) => ss.some((s) => sameStem(s, w))).length;
  const weight = new Map(topic.map((w) => [w, df(w) ? Math.log(1 + sentences.length / df(w)) : 0]));
  const scored = sentences.map((s, i) => ({
    s,
    i,
    score: topic.reduce((sum, w) => sum + (stems[i]!.some((x) => sameStem(x, w)) ? weight.get(w)! : 0), 0),
  }));
  const top = Math.max(...scored.map((x) => x.score));
  if (top <= 0) return [];
  const hits = scored
    .filter((x) => x.score >= top * 0.6)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max);
  // A short or opening sentence ("Emissions are the other reason.") introduces its paragraph:
  // the sentence after it says what about the topic, so it comes along.
  const keep = new Set<number>();
  for (const h of hits) {
    keep.add(h.i);
    const next = sentences[h.i + 1];
    if (next && next.paragraph === h.s.paragraph && (h.s.first || h.s.text.split(/\s+/).length < 10)) keep.add(h.i + 1);
    // A name standing alone on its line (a card's or a row's title, "Alpina Storm Shell") is
    // followed by what is said of it (its price, its rating) on the lines below: the next comes along.
    // A row of cells (a table's header) is not a name alone: the row after it is another record.
    else if (next && next.paragraph !== h.s.paragraph && h.s.first && !h.s.text.includes(' | ') && h.s.text.split(/\s+/).length <= 5) keep.add(h.i + 1);
    // And the other way: a detail line of a card or row ("Served all day · starter · €9") says
    // whose it is only by the name alone on the line above it, which comes along.
    const prev = sentences[h.i - 1];
    if (prev && h.s.first && prev.paragraph !== h.s.paragraph && prev.first && !prev.text.includes(' | ') && !/[.:!?]$/.test(prev.text) && prev.text.split(/\s+/).length <= 5 && !alone(h.s.text)) keep.add(h.i - 1);
  }
  return [...keep].sort((a, b) => a - b).map((i) => sentences[i]!.text);
}

/** An extractive summary: the most central sentences (their words recur most), in page order. */
export function summarise(content: MainContent, max = 3): string[] {
  const sentences = sentencesOf(content).filter((s) => s.text.split(/\s+/).length >= 6);
  if (!sentences.length) return [];
  const stems = sentences.map((s) => [...new Set(contentStems(s.text))]);
  const tf = new Map<string, number>();
  for (const ss of stems) for (const w of ss) tf.set(w, (tf.get(w) ?? 0) + 1);
  const scored = sentences.map((s, i) => {
    const words = stems[i]!;
    const central = words.reduce((sum, w) => sum + (tf.get(w)! - 1), 0) / Math.sqrt(words.length || 1);
    // The opening of the piece and of each paragraph usually states its point.
    const lead = (s.paragraph === sentences[0]!.paragraph ? 1.5 : 0) + (s.first ? 0.75 : 0);
    return { s, i, score: central + lead };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s.text);
}

/** Page text as the Navi quotes it: marked as untrusted, each passage a JSON string. */
export function quoteUntrusted(passages: readonly string[]): string {
  return passages.map((p) => `> ${JSON.stringify(p)}`).join('\n');
}
