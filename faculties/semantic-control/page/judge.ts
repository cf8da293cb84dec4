// A change the site allowance covers is judged here, in the same task that then runs it, so the
// page cannot swap what the target says between the judgement and the change. What it may set off
// (faculties/sdk/consequence.ts) needs the person's own grant: then nothing runs.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { consequenceWarning, targetConsequences } from '../../sdk/consequence.ts';
import { judgedOf, judgedView, type Judged } from '../../sdk/page-view.ts';
import { view } from './view.ts';

/** Throws `consent-required` when what the change acts on may spend money or cannot be undone. */
export function judge(what: Judged): void {
  const consequences = targetConsequences(judgedOf(view(judgedView(what)), what));
  if (consequences.length) {
    throw new BridgeError('consent-required', `${consequenceWarning(consequences)} Ask the person in the approval window.`, { consequences });
  }
}
