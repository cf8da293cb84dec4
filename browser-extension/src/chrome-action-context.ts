import { BridgeError } from '../../browser-bridge/errors.ts';
import { describeValidationErrors, type ToolDescriptor } from '../../browser-bridge/protocol.ts';
import { inputValidators } from '../../generated/validators.js';
import type { ActionContext, AllowedTab, AllowedTop, FrameRef, TabRef } from '../../faculties/sdk/action-context.ts';
import type { AnyAction } from '../../faculties/sdk/define-action.ts';
import type { Grants } from '../../faculties/sdk/grants.ts';
import { originOf } from '../../faculties/sdk/project-url.ts';
import { activeAllowance } from './allowances.ts';
import { allowedOriginsNow, getAllowedOrigins } from './allowlist.ts';
import { auditEntries } from './audit-log.ts';
import { extensionDeveloperMode } from './developer-mode.ts';
import { isOsOrigin } from './os-origins.ts';
import { captureTab } from './capture.ts';
import { tabPicture } from './tab-picture.ts';
import { pageRpc } from './chrome-page-rpc.ts';
import type { PageRpc } from '../../faculties/sdk/page-rpc.ts';
import { judgedKind, type Judged } from '../../faculties/sdk/page-view.ts';
import { viewPage } from './page-view.ts';
import { tabRecords } from './tab-records.ts';
import { backgroundTabs } from './background-tabs.ts';
import { recording } from './recording-session.ts';
import { dialogs } from './dialog-store.ts';
import { navigation } from './navigation.ts';
import { tabsHost } from './navi-tabs.ts';
import { sessionStore } from './session-store.ts';
import { downloads } from './downloads.ts';

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

const lookUpTab = (tabId: number): Promise<chrome.tabs.Tab | undefined> => chrome.tabs.get(tabId).catch(() => undefined);

/**
 * The origin each tab had at its last lookup in this worker: only a guess, so what depends on the
 * origin (the audit entry, the allowance) can start while the tab is looked up again, and is
 * redone when the fresh lookup disagrees. Never an answer: nothing is allowed, consented to or
 * recorded as done on a guess alone.
 */
const lastOrigin = new Map<number, string>();
/** Tabs remembered at most (the worker rarely lives long enough to see more). */
const LAST_ORIGINS_MAX = 256;

function noteOrigin(tabId: number, origin: string): void {
  if (lastOrigin.size >= LAST_ORIGINS_MAX && !lastOrigin.has(tabId)) lastOrigin.clear();
  lastOrigin.set(tabId, origin);
}

export async function resolveAllowedTab(tabId?: number, lookUp = lookUpTab): Promise<AllowedTab> {
  const tab = tabId === undefined ? await defaultTab() : await lookUp(tabId);
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

function frameRef(f: { frameId: number; parentFrameId: number; documentId: string; url: string; errorOccurred: boolean }): FrameRef {
  return { frameId: f.frameId, parentFrameId: f.parentFrameId, documentId: f.documentId, url: f.url, errorOccurred: f.errorOccurred };
}

/** A frame of a tab as Chrome knows it now; null when the tab or the frame is gone. */
async function lookUpFrame(tabId: number, frameId: number): Promise<FrameRef | null> {
  const frame = await chrome.webNavigation.getFrame({ tabId, frameId }).catch(() => null);
  return frame ? frameRef({ ...frame, frameId }) : null;
}

function frameMissing(tabId: number, frameId: number): BridgeError {
  return new BridgeError('frame-missing', `Tab ${tabId} has no frame ${frameId}.`, { frameId });
}

export async function frameOf(tabId: number, frameId: number): Promise<FrameRef> {
  const frame = await lookUpFrame(tabId, frameId);
  if (!frame) throw frameMissing(tabId, frameId);
  return frame;
}

async function openTabs(): Promise<TabRef[]> {
  const tabs: TabRef[] = [];
  for (const t of await chrome.tabs.query({})) {
    if (t.id === undefined || t.id === chrome.tabs.TAB_ID_NONE) continue;
    tabs.push({ tabId: t.id, windowId: t.windowId, url: t.url || t.pendingUrl || '', title: t.title ?? '', active: t.active });
  }
  return tabs;
}

export async function framesOf(tabId: number): Promise<FrameRef[]> {
  return ((await chrome.webNavigation.getAllFrames({ tabId }).catch(() => null)) ?? []).map(frameRef);
}

/** The same compiled validator the bridge server runs, for actions that vet another's input. */
export function checkInput(actionName: string, input: unknown): void {
  const validate = inputValidators[actionName];
  if (!validate) throw new BridgeError('unknown-action', `No compiled validator for ${actionName}.`);
  if (!validate(input)) throw new BridgeError('invalid-input', `${actionName}: ${describeValidationErrors(validate)}.`);
}

/**
 * One answer per tab for the whole request, from `make`; the tab the Navi meant by naming none is
 * that tab by its id too.
 */
function oncePerTab<T extends { tabId: number }>(make: (tabId: number | undefined) => Promise<T>): (tabId: number | undefined) => Promise<T> {
  const answers = new Map<number | undefined, Promise<T>>();
  return (tabId) => {
    let answer = answers.get(tabId);
    if (!answer) {
      const made = make(tabId);
      answers.set(tabId, made);
      if (tabId === undefined) void made.then((t) => answers.set(t.tabId, made), () => undefined);
      answer = made;
    }
    return answer;
  };
}

/** How one request sees tabs and frames. */
export type RequestResolver = Pick<ActionContext, 'allowedTab' | 'allowedTop' | 'frame'> & {
  /** The origin of the tab a request names, allowed or not, for its audit entry; null without one. */
  tabOrigin(tabId: unknown): Promise<string | null>;
  /** What `tabOrigin` gave for this tab last time in this worker (null: not known): a guess to start early on, checked against `tabOrigin`. */
  guessOrigin(tabId: unknown): string | null;
};

/**
 * Resolves each tab and frame at most once per request: the tab, frame and document the consent
 * gate checked are the ones the action then uses, not a second look that could differ. (A grant's
 * binding is still checked when it is used; and a change runs only in the consented document.)
 */
export function requestResolver(): RequestResolver {
  const looked = new Map<number, Promise<chrome.tabs.Tab | undefined>>();
  const lookUp = (tabId: number) => {
    let tab = looked.get(tabId);
    if (!tab) {
      tab = lookUpTab(tabId);
      looked.set(tabId, tab);
      void tab.then((t) => (t ? noteOrigin(tabId, originOf(t.url || t.pendingUrl || '')) : lastOrigin.delete(tabId)));
    }
    return tab;
  };
  // A tab's top frame: its document, and its URL for what needs no title (allowedTop).
  const tops = new Map<number, Promise<FrameRef | null>>();
  const lookUpTop = (tabId: number) => {
    let top = tops.get(tabId);
    if (!top) {
      top = lookUpFrame(tabId, 0);
      tops.set(tabId, top);
      void top.then((f) => (f?.url ? noteOrigin(tabId, originOf(f.url)) : undefined));
    }
    return top;
  };
  const allowedTab = oncePerTab((tabId) => resolveAllowedTab(tabId, lookUp));
  /** The top frame's URL and origin when the person allowed that origin; null: ask the tab. */
  const allowedTopFrame = async (tabId: number): Promise<{ url: string; origin: string } | null> => {
    const top = await lookUpTop(tabId);
    if (!top?.url) return null;
    const origin = originOf(top.url);
    return (await getAllowedOrigins()).includes(origin) ? { url: top.url, origin } : null;
  };
  // Anything else (no such tab, no frame yet, a first page still loading, a site not allowed) is
  // asked of the tab as allowedTab asks it: the same answer or refusal as before.
  const allowedTop = oncePerTab<AllowedTop>((tabId) =>
    tabId === undefined ? allowedTab(undefined) : allowedTopFrame(tabId).then((f) => (f ? { tabId, ...f } : allowedTab(tabId))),
  );
  const tabUrlOrigin = async (tabId: number): Promise<string | null> => {
    const tab = await lookUp(tabId);
    return tab ? originOf(tab.url || tab.pendingUrl || '') : null;
  };
  const frames = new Map<string, Promise<FrameRef>>();
  return {
    async tabOrigin(tabId) {
      if (typeof tabId !== 'number') return null;
      // The lookup this request already asked for (a read's own, which starts first), else the top frame's.
      if (!tops.has(tabId) && looked.has(tabId)) return tabUrlOrigin(tabId);
      return (await allowedTopFrame(tabId))?.origin ?? tabUrlOrigin(tabId);
    },
    guessOrigin(tabId) {
      return typeof tabId === 'number' ? (lastOrigin.get(tabId) ?? null) : null;
    },
    allowedTab,
    allowedTop,
    frame(tabId, frameId) {
      const key = `${tabId}:${frameId}`;
      let frame = frames.get(key);
      if (!frame) {
        frame = frameId === 0 ? lookUpTop(tabId).then((f) => f ?? Promise.reject(frameMissing(tabId, 0))) : frameOf(tabId, frameId);
        frames.set(key, frame);
      }
      return frame;
    },
  };
}

/** `grants` are the calling session's own: an action never sees another session's approvals. */
/** How a change was consented to, as the action may know it. */
export interface ConsentFacts {
  documentId: string;
  /** The approval it ran under (absent for a site allowance or a plan that needed none). */
  approvalId?: string;
  /** Under a site allowance: what the page runtime judges before the change runs. */
  judged?: Judged;
}

/**
 * The pages as a change under a site allowance reaches them: every call goes to a runtime that
 * judges this kind of change (the semantic runtime a target or the focus, the Live Patch runtime
 * page edits) and carries what to judge; nothing else may run code there (it could not judge),
 * so no path of the request skips the judgement.
 */
export function judgedPages(judged: Judged): PageRpc {
  const refuse = (): never => {
    throw new BridgeError('internal', 'A change under a site allowance runs only through the page runtime that judges what it acts on.');
  };
  const kind = judgedKind(judged);
  return {
    run: refuse,
    runChange: refuse,
    inject: refuse,
    call(runtime, target, origin, method, args) {
      if (!runtime.judges?.includes(kind)) refuse();
      return pageRpc.call(runtime, target, origin, method, args, judged);
    },
  };
}

export function createActionContext(
  signal: AbortSignal,
  grants: Grants,
  sessionId: string,
  actions: readonly AnyAction[],
  descriptors: readonly ToolDescriptor[],
  resolver: RequestResolver,
  /** The calling session as the audit log names it: its entries are the only ones it may read. */
  auditSession: string,
  consent?: ConsentFacts,
): ActionContext {
  return {
    signal,
    allowedTab: resolver.allowedTab,
    allowedTop: resolver.allowedTop,
    guessedOrigin(tabId) {
      const guess = resolver.guessOrigin(tabId);
      return guess !== null && allowedOriginsNow()?.includes(guess) ? guess : null;
    },
    allowedOrigins: getAllowedOrigins,
    frame: resolver.frame,
    frames: framesOf,
    tabs: openTabs,
    tabRecords,
    sessionStore,
    developerMode: extensionDeveloperMode,
    allowance: (origin) => activeAllowance(origin),
    grants,
    checkInput,
    descriptor: (name) => descriptors.find((d) => d.name === name),
    action: (name) => actions.find((a) => a.name === name),
    page: consent?.judged ? judgedPages(consent.judged) : pageRpc,
    sessionId,
    capture: captureTab,
    view: viewPage,
    picture: async (tabId, request) => tabPicture(await resolver.allowedTab(tabId), request),
    auditLog: () => auditEntries(auditSession),
    recording,
    backgroundTabs,
    dialogs,
    navigation,
    tabsHost: tabsHost(sessionId),
    downloads,
    ...(consent ? { consentedDocumentId: consent.documentId } : {}),
    ...(consent?.approvalId ? { consentedApprovalId: consent.approvalId } : {}),
  };
}
