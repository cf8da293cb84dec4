// "Friday off", "a morning off next week", "two days off in May": time said with "off" is time
// away from work, which pages name as leave, absence, holiday or vacation. Those words are what
// such a request names, though it says none of them.
import { stem } from './words.ts';

/** A span of time, or a day's name, a part of a day or a date, said right before "off". */
const TIME_OFF = /\b(?:time|days?|mornings?|afternoons?|evenings?|nights?|weeks?|weekends?|months?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomorrow|\d{1,2}(?:st|nd|rd|th)?|(?:next|this|following) (?:week|month))\s+off\b/i;

/** What time off is called, stemmed, when the request asks for some; else none. */
export function timeOffWords(text: string): string[] {
  return TIME_OFF.test(text) ? ['leave', 'absence', 'holiday', 'vacation'].map(stem) : [];
}
