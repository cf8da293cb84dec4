// An action's own declaration of the consent one run needs, for actions whose subject is not a
// page's content (tabs, navigation): which approval binds it, whether a site allowance may stand
// in, or why none is needed. The extension's consent gate and the approval request both follow
// it, so the two can never disagree; policy keys on this declared data, never on names.
import type { GrantBinding } from './grants.ts';

export interface ConsentPlan {
  /**
   * `none`: this run needs no approval (`why` says why, e.g. closing a tab this session's Navi
   * opened); `grant`: a one-use approval; `grant-or-allowance`: or the person's "allow on this
   * site" for `binding.origin`.
   */
  need: 'none' | 'grant' | 'grant-or-allowance';
  why: string;
  /** Computed the same way when the approval is asked for and when it is used. */
  binding: GrantBinding;
  /** What the approval window shows, in AI Echo's words. */
  display: { action: string; tabTitle: string; tabUrl: string; facts: { label: string; value: string }[] };
}

/** Grant kinds: `action:` may be covered by a site allowance, `action-once:` never is. */
export function planGrantKind(actionName: string, need: ConsentPlan['need']): string {
  return `${need === 'grant-or-allowance' ? 'action' : 'action-once'}:${actionName}`;
}
