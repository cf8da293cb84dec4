import { findVerb } from './kernel/navi/words.ts';
import { findNumbers } from './kernel/navi/numbers.ts';
import { findDates, findTimes } from './kernel/navi/dates.ts';
const t = 'mark Call mum as done';
console.log(findVerb(t), findNumbers(t), findDates(t), findTimes(t));
