import { BridgeError } from '../../browser-bridge/errors.ts';
import { describeValidationErrors } from '../../browser-bridge/protocol.ts';
import { inputValidators } from '../../generated/validators.js';
import type { ActionContext, AllowedTab } from '../../faculties/clicks-and-clankers/action-context.ts';
import type { Grants } from '../../faculties/clicks-and-clankers/grants.ts';
import { originOf } from '../../faculties/clicks-and-clankers/project-url.ts';
import { getAllowedOrigins } from './allowlist.ts';
import { auditEntries } from './audit-log.ts';
import { captureTab } from './capture.ts';
import { isOsOrigin } from './os-origins.ts';

/**
 * The tab the Navi means when it names none: the most recently used web tab that is not the OS
 * itself (the OS tab is usually the active one while the person talks to AI Echo).
 */
async function defaultTab(): Promise<chrome.tabs.Tab | undefined> {
  const tabs = await chrome.tabs.query({});
  return tabs
    .filter((t) => /^https?:/.test(t.url ?? '') && !isOsOrigin(originOf(t.url ?? '')))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
}

export async function resolveAllowedTab(tabId?: number): Promise<AllowedTab> {
  const tab = tabId === undefined ? await defaultTab() : await chrome.tabs.get(tabId).catch(() => undefined);
  if (!tab || tab.id === undefined) {
    throw new BridgeError('tab-missing', tabId === undefined ? 'There is no web tab to act on.' : `Tab ${tabId} does not exist (it may have been closed).`);
  }
  const url = tab.url || tab.pendingUrl || '';
  const origin = originOf(url);
  const allowed = await getAllowedOrigins();
  if (!allowed.includes(origin)) {
    throw new BridgeError('origin-not-allowed', `AI Echo is not allowed on ${origin}. Allow it in the extension's options page first.`, { origin });
  }
  return { tabId: tab.id, url, origin, title: tab.title ?? '' };
}

/** The same compiled validator the bridge server runs, for actions that vet another's input. */
export function checkInput(actionName: string, input: unknown): void {
  const validate = inputValidators[actionName];
  if (!validate) throw new BridgeError('unknown-action', `No compiled validator for ${actionName}.`);
  if (!validate(input)) throw new BridgeError('invalid-input', `${actionName}: ${describeValidationErrors(validate)}.`);
}

/**
 * `grants` are the calling session's own: an action never sees another session's approvals; nor
 * its audit entries (`auditSession`, as the audit log stores it).
 */
export function createActionContext(signal: AbortSignal, grants: Grants, auditSession: string, consentedDocumentId?: string): ActionContext {
  return {
    signal,
    auditLog: () => auditEntries(auditSession),
    allowedTab: resolveAllowedTab,
    allowedOrigins: getAllowedOrigins,
    grants,
    checkInput,
    picture: captureTab,
    ...(consentedDocumentId ? { consentedDocumentId } : {}),
  };
}
