// Whether a request asks something (a question, a summary) rather than asks for an action.
import { findVerb, meaningsOf } from './words.ts';
const SUMMARY = /\b(?:summari[sz]e|summary|sum (?:it |this )?up|gist|tl;?dr|overview|main points|key points|in short|in a nutshell|what(?:'s| is) (?:this|the) (?:page|article|post|story) about)\b/i;
const ASKING = /^(?:whats|whos|wheres|hows|what|which|who|whom|whose|when|where|why|how|is|are|was|were|does|do|did|can|could|has|have|any|anything|tell me|give me|show me what|check (?:if|whether)|see (?:if|whether)|find out)\b|\?\s*$/i;

export function isSummaryRequest(text: string): boolean {
  return SUMMARY.test(text);
}

/** "Could I have a haircut on the 15th?" asks to be given something: a request, put as a question. */
const ASKS_FOR = /^(?:can|could|may) (?:i|we) (?:please )?(?:have|get)\b/i;

/** "Can you update my preferences?", "Could you switch it off?": an action asked for politely, not a question (asking to be told is one). */
const POLITE_ASK = /(?:^|[.!;]\s+)(?:can|could|would|will) you (?:please |just |kindly )?(?!tell|check|find|see|say|explain|let|know|remind|confirm|look)(\p{L}+)\b[^?]*\?\s*$/iu;

/** "…work's gone mad. Cancel it for me?", "book yoga friday?": a sentence that starts with an action verb is asked for, question mark or not. */
const IMPERATIVE_ASK = /(?:^|[.!;]\s+)(\p{L}[^.!;?]*)\?\s*$/iu;
/** Verbs that read or look (and "check", a box or a fact): said with a question mark they may ask to be told. */
const TELLING = new Set(['list', 'show', 'search', 'track', 'summarise', 'check']);

export function isQuestion(text: string): boolean {
  if (ASKS_FOR.test(text.trim())) return false;
  const polite = POLITE_ASK.exec(text.trim());
  if (polite && meaningsOf(polite[1]!).length) return false;
  const sentence = IMPERATIVE_ASK.exec(text.trim())?.[1];
  const verb = sentence && !ASKING.test(sentence) ? findVerb(sentence) : null;
  if (verb && verb.start === 0 && !verb.meanings.some((m) => TELLING.has(m))) return false;
  return ASKING.test(text.trim()) || SUMMARY.test(text);
}
