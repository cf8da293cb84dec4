// The capability ladder as one table that both halves read: the kernel's router and ladder
// policy, the OS page's consent broker, the extension's bridge server and consent gate. A rung's
// rules are a row here, never a name check somewhere else; adding a rung is one row plus the
// Faculty that offers its actions. A Faculty's own extra rules (Live Patch's declared purpose)
// are policy hooks that Faculty registers with the kernel.

/** What an approval for a change binds as its subject, and so which control action asks for it. */
export type ApprovalSubject =
  /** A page's own tool (WebMCP): its descriptor hash. */
  | 'page-tool'
  /** One of our actions: its name. */
  | 'action'
  /** The exact code to run: its SHA-256. */
  | 'code';

export interface TierApproval {
  subject: ApprovalSubject;
  /** The reserved control action the OS page calls to ask the person. */
  request: string;
  /** The grant kind a grant for `actionName` carries; a grant of one kind never satisfies another. */
  grantKind(actionName: string): string;
  /**
   * Who consumes the grant before anything runs: the extension's consent gate (in front of the
   * action), or the action itself (a page tool's grant is checked against a fresh discovery).
   */
  checkedBy: 'consent-gate' | 'action';
}

export interface TierRule {
  /** Its actions act on one page document: the router resolves and pins the tab's current one first. */
  pageScoped: boolean;
  /** Below WebMCP: a change needs the page discovered and a recorded reason for falling back. */
  belowWebmcp: boolean;
  /** A read of this tier discovers the page's own tools; its result lists the documents it covered. */
  discovers: boolean;
  /** A read of this tier counts as inspecting the page after an `outcome-unknown`. */
  inspects: boolean;
  /** How a change of this tier is approved; null where no change needs the person (the kernel's own). */
  approval: TierApproval | null;
  /** "Allow on this site for a while" may stand in for a one-use approval. */
  allowanceCovers: boolean;
  /** Exists only while developer mode is on in both AI Echo and the extension. */
  developerMode: boolean;
  /** The kernel's control actions: reached only through `control`, never offered as tools. Their names carry RESERVED_PREFIX. */
  reserved: boolean;
}

const NO_RUNG: Omit<TierRule, 'reserved'> = {
  pageScoped: false,
  belowWebmcp: false,
  discovers: false,
  inspects: false,
  approval: null,
  allowanceCovers: false,
  developerMode: false,
};

/** The rungs, narrowest first. */
export const TIERS = {
  /** Browser-level reading (tabs, page info), below the ladder's first rung. */
  inspect: { ...NO_RUNG, reserved: false },
  webmcp: {
    pageScoped: true,
    belowWebmcp: false,
    discovers: true,
    inspects: true,
    approval: { subject: 'page-tool', request: 'echo.webmcp.approval.request', grantKind: () => 'webmcp.invoke', checkedBy: 'action' },
    allowanceCovers: false,
    developerMode: false,
    reserved: false,
  },
  semantic: {
    pageScoped: true,
    belowWebmcp: true,
    discovers: false,
    inspects: true,
    approval: { subject: 'action', request: 'echo.action.approval.request', grantKind: (action) => `action:${action}`, checkedBy: 'consent-gate' },
    allowanceCovers: true,
    developerMode: false,
    reserved: false,
  },
  livepatch: {
    pageScoped: true,
    belowWebmcp: true,
    discovers: false,
    inspects: false,
    approval: { subject: 'action', request: 'echo.livepatch.approval.request', grantKind: (action) => `action:${action}`, checkedBy: 'consent-gate' },
    allowanceCovers: true,
    developerMode: false,
    reserved: false,
  },
  rawjs: {
    pageScoped: true,
    belowWebmcp: true,
    discovers: false,
    inspects: false,
    approval: { subject: 'code', request: 'echo.devjs.approval.request', grantKind: () => 'rawjs', checkedBy: 'consent-gate' },
    allowanceCovers: false,
    developerMode: true,
    reserved: false,
  },
  /** The kernel's own `echo.` control actions. */
  reserved: { ...NO_RUNG, reserved: true },
} as const satisfies Record<string, TierRule>;

export type LadderTier = keyof typeof TIERS;

/** The rungs' names, narrowest first (the descriptor schema's `tier`). */
export const LADDER_TIERS = Object.keys(TIERS) as LadderTier[];

export function tierRule(tier: LadderTier): TierRule {
  return TIERS[tier];
}
