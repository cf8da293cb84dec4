// The two annotations that change what happens, and only ever toward more care: a tool the page
// says has consequences gets a marked approval, and a tool the page marked for debugging is used
// only in developer mode. Every other annotation is shown as the page's claim and decides nothing.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ActionContext } from '../sdk/action-context.ts';
import type { ToolAnnotations } from './types.ts';

export const CONSEQUENTIAL_NOTICE =
  'The page says this tool has consequences (consequentialHint): what it does may not be undone. Check the arguments and the tool before you approve.';

/** Notices for the approval window (our words, from the page's booleans). */
export function annotationNotices(annotations: ToolAnnotations): string[] {
  return annotations.consequentialHint === true ? [CONSEQUENTIAL_NOTICE] : [];
}

/** A tool the page marked `debugging` needs the extension's developer mode (AI Echo checks its own half). */
export async function requireDebuggingAllowed(ctx: Pick<ActionContext, 'developerMode'>, name: string, annotations: ToolAnnotations): Promise<void> {
  if (annotations.debugging !== true || (await ctx.developerMode())) return;
  throw new BridgeError(
    'developer-mode-off',
    `${name} is a tool the page marked for debugging: it runs only while developer mode is on in the extension's options page (and in AI Echo's settings).`,
  );
}
