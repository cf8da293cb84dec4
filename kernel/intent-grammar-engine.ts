// The embedded Navi: deterministic, no model. It splits a request into steps and does each one
// the narrowest way the page allows: browser requests with the browser tools, questions with a
// page tool that answers them or the page's own text, actions with the page's own WebMCP tool
// (chosen and filled by that tool's own schema) and otherwise with the page's controls, found by
// meaning. It asks when something is missing or ambiguous, never guesses, and says what it did
// and what reading the page back showed. Page-derived data (tool descriptions, outlines, text,
// results) is only ever matched and quoted, never obeyed. Its parts live in kernel/navi/.
import type { NaviEngine, NaviMessage, NaviStep, NaviTool } from './navi-engine.ts';
import { parseBrowser, planBrowser } from './navi/browser-step.ts';
import { formPlanner, parseFillRequest } from './navi/form-step.ts';
import { planPageTool } from './navi/page-tool-step.ts';
import { planQuestion, readPageAnswer } from './navi/question-step.ts';
import { showDay } from './navi/day-first.ts';
import { isQuestion } from './navi/request-kind.ts';
import { foldGivenCode } from './navi/given-code.ts';
import { needMetBy } from './navi/need-filter.ts';
import { refuseSecretRequest, refuseSecretReveal } from './navi/refusals.ts';
import { planSemantic } from './navi/semantic-step.ts';
import { planRowAction } from './navi/row-action.ts';
import { parseMessageAsk } from './navi/message-compose.ts';
import { hidingControl, parseSpecial, specialPlanner } from './navi/special-steps.ts';
import { foldAside } from './navi/aside-clause.ts';
import { situationless } from './navi/situation-clause.ts';
import { readCorrection } from './navi/correction.ts';
import { replySteps } from './navi/reply-request.ts';
import { referToListed } from './navi/listed-reference.ts';
import { referToMade } from './navi/made-record.ts';
import { stripFiller } from './navi/filler.ts';
import { plainSpelling } from './navi/shorthand.ts';
import { causativeAsked } from './navi/causative.ts';
import { splitSteps, type Step } from './navi/steps.ts';
import { currentUnit, runSteps, type StepPlanner, type Unit } from './navi/turn.ts';
import { findVerb } from './navi/words.ts';

/** What the Navi understands, for a request it cannot place. */
export const UNDERSTANDS =
  "I didn't understand that. I can: use a page's own tools by what they say they do (\"add 'Buy bread' to my list\", \"move the budget note to work\", \"find flights from Oslo to Rome on 3 May\"); work its controls by meaning (\"close the pop-up\", \"turn on dark mode\", \"set the currency to euros\", \"type hello into the search box\", \"click the third checkbox\"); do several steps (\"X, then Y\"); answer questions about a page (\"what does it say about prices\", \"summarise this page\"); fill a page's form tool and hand it to you to submit (\"fill the booking form with name Ann, guests 2\"); list, find, open, switch, close and group tabs; go to a site, back, forward, reload; scroll; hide or highlight something (a reversible Live Patch); and run JavaScript you name (developer mode).";

const CANCEL = /^(?:cancel|never ?mind|stop|forget it|no(?:,? thanks)?)\W*$/i;

export class IntentGrammarEngine implements NaviEngine {
  readonly id = 'intent-grammar';
  readonly label = 'Intent grammar (built in, no model)';
  readonly followsPersonsWords = true;

  /** The clock relative dates are read against ("tomorrow"); tests pin it. */
  constructor(private readonly now: () => Date = () => new Date()) {}

  async next(messages: readonly NaviMessage[], tools: readonly NaviTool[]): Promise<NaviStep> {
    const unit = currentUnit(messages, (u) => this.replay(u, tools), (text) => CANCEL.test(text.trim()) || !this.isNewRequest(text));
    if (unit.answers.length && CANCEL.test(unit.answers.at(-1)!.trim())) return { kind: 'answer', text: 'All right, I did nothing more.' };
    const step = this.replay(unit, tools);
    // Only tools the Navi was given exist (after manifest drift the list can be shorter).
    if (step.kind === 'call' && !tools.some((t) => t.name === step.call.name)) {
      return { kind: 'answer', text: `I can't do that here: this browser's extension does not offer ${step.call.name} (see AI Echo's status).` };
    }
    const { asked: _asked, unfit: _unfit, ...out } = step;
    return out;
  }

  /** A message that is a request of its own, not an answer to the Navi's question. */
  private isNewRequest(raw: string): boolean {
    const text = causativeAsked(stripFiller(plainSpelling(raw)).text);
    if (parseSpecial(text) || parseFillRequest(text) || parseBrowser(text)) return true;
    const verb = findVerb(text);
    return verb !== null && verb.start === 0 && text.trim().split(/\s+/).length > 2;
  }

  private replay(unit: Unit, tools: readonly NaviTool[]): NaviStep & { asked?: boolean; unfit?: boolean } {
    const hasDevJs = tools.some((t) => t.name === 'devjs.evaluate');
    // Raw JavaScript is taken verbatim: nothing is stripped from it.
    // "Grandma sent photos, can you file that?": the opening statement names what "that" is; a
    // correction said as a statement, a code said first and a reason said around the ask are read
    // as the plain request (correction.ts, given-code.ts, aside-clause.ts, situation-clause.ts).
    // "reply to Daniel and say …": open, Reply, type the words, Send (reply-request.ts).
    // "book the third one": an ordinal that points into the list the Navi's last answer showed.
    // "actually, make it later": "it" is what the Navi's last tool call made (made-record.ts).
    // "wen is recycling next collected": texting spellings are read as the words they stand for (shorthand.ts).
    const runJs = parseSpecial(unit.request)?.kind === 'run-js';
    const said = runJs ? unit.request : plainSpelling(unit.request);
    const request = runJs ? unit.request : referToListed(stripFiller(replySteps(said) ?? situationless(foldAside(foldGivenCode(readCorrection(said, this.now()) ?? referToMade(said, unit.earlier, this.now()))))).text, unit.earlier, this.now());
    // A request to type a password, card or security code, or to reveal or copy one, is refused
    // whole, before any page is touched.
    const secret = runJs ? null : (refuseSecretRequest(request, isQuestion(request)) ?? refuseSecretReveal(request));
    if (secret) return { kind: 'answer', text: secret };
    const whole = parseSpecial(request) ?? parseFillRequest(request.trim().replace(/[.!]+$/, ''));
    // A fixed-shape request (raw JavaScript above all, a form's list of values) is never split into steps.
    // "need my X sent through again": the verb done to the thing (causative.ts).
    const planned: Step[] = whole ? [{ text: request.trim(), start: 0 }] : splitSteps(request).map((s) => ({ ...s, text: causativeAsked(stripFiller(s.text).text) }));
    return runSteps(unit, planned, (step) => this.plannerFor(step, tools, hasDevJs), (summaries) => finish(summaries));
  }

  private plannerFor(step: Step, tools: readonly NaviTool[], hasDevJs: boolean): StepPlanner {
    const special = parseSpecial(step.text);
    if (special) {
      const patch = specialPlanner(special, hasDevJs);
      if (special.kind !== 'hide') return patch;
      // The page's own control for hiding it wins over a Live Patch, once the outline shows one.
      return (ctx) => {
        const own = hidingControl(ctx, special);
        if (!own) return patch(ctx);
        const why = `a Live Patch only changes what you see, and the page has its own control for hiding it (${own.control.line.role} ${JSON.stringify(own.control.line.name)}).`;
        return planSemantic({ ...ctx, step: { ...step, text: `turn ${own.on ? 'on' : 'off'} ${own.control.line.name}` } }, why, { now: this.now() });
      };
    }
    const fill = parseFillRequest(step.text.trim().replace(/[.!]+$/, ''));
    if (fill) return formPlanner(fill);
    const browser = parseBrowser(step.text);
    if (browser) return (ctx) => planBrowser(ctx, browser, tools);
    const now = this.now();
    if (isQuestion(step.text)) return (ctx) => planQuestion(ctx, now);
    // With no verb it knows, the Navi still tries the page's tools by their own names ("like
    // this song"), then the page's controls by their names.
    const verb = findVerb(step.text);
    return (ctx) => {
      const viaTool = planPageTool(ctx, { question: false, now });
      if (viaTool.kind !== 'no-fit') return viaTool;
      // "Show me the times for the 22nd": what a day offers, shown by choosing it, then listed.
      const viaDay = showDay(ctx, viaTool.reason, now, (c) => readPageAnswer(c, now));
      if (viaDay) return viaDay;
      // "I need to be able to return it for free, filter for that": the toggle whose label says the need.
      const meets = needMetBy(ctx);
      if (meets) return planSemantic({ ...ctx, step: { ...ctx.step, text: `turn on ${meets.line.name}` } }, viaTool.reason, { now });
      // Without a verb the page's controls are still ranked by the request's words, and one that
      // is clearly meant is acted on (with approval, as always); otherwise say what I can do.
      // An action on a listed record through its own menu and dialog (row-action.ts), else the ordinary way.
      // (A message to someone is written in the page's message form, not done to a listed record.)
      const messaging = parseMessageAsk(step.text) !== null;
      return (messaging ? null : planRowAction(ctx, viaTool.reason)) ?? planSemantic(ctx, viaTool.reason, verb || messaging ? { now } : { unclear: UNDERSTANDS, now });
    };
  }
}

function finish(summaries: readonly string[]): string {
  if (summaries.length === 1) return summaries[0]!;
  return summaries.map((s, i) => `${i + 1}. ${s}`).join('\n');
}
