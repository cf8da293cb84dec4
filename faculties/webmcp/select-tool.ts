// Finds the one tool an approval or an invocation is about, in a fresh discovery, and says
// precisely why not when it cannot: the frame's document changed, the tool is gone, there is more
// than one of that name, or its descriptor is no longer the one that was reviewed.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { AssembledFrame } from './assemble.ts';
import type { RawTool, WebmcpFrame, WebmcpTool } from './types.ts';

export interface ToolTarget {
  frameId: number;
  /** When set, the frame must still hold this document (a reload or navigation makes a new one). */
  documentId?: string;
  name: string;
  descriptorHash: string;
}

export interface SelectedTool {
  frame: WebmcpFrame;
  tool: WebmcpTool;
  raw: RawTool;
}

export function selectTool(frames: readonly AssembledFrame[], target: ToolTarget): SelectedTool {
  const home = frames.find((f) => f.frame.frameId === target.frameId);
  if (!home) {
    if (target.documentId) throw new BridgeError('navigated', `Frame ${target.frameId} is gone: the page navigated or reloaded.`);
    throw new BridgeError('frame-missing', `There is no frame ${target.frameId} in tab ${frames[0]?.frame.tabId ?? '?'}.`);
  }
  if (target.documentId && home.frame.documentId !== target.documentId) {
    throw new BridgeError('navigated', `Frame ${target.frameId} now holds a different document: the page navigated or reloaded.`, {
      expected: target.documentId,
      found: home.frame.documentId,
    });
  }
  // Same-origin frames only: a cross-origin frame's tools never reach the list, so its names do not count.
  const holders = frames.filter((f) => f.names.includes(target.name));
  const copies = holders.reduce((n, f) => n + f.names.filter((x) => x === target.name).length, 0);
  if (copies === 0) throw new BridgeError('tool-missing', `No tool named ${JSON.stringify(target.name)} is registered in this tab any more.`);
  if (copies > 1) {
    throw new BridgeError('ambiguous-tool', `${copies} tools named ${JSON.stringify(target.name)} are registered in this tab (frames ${holders.map((f) => f.frame.frameId).join(', ')}); none is run.`);
  }
  const tool = home.frame.tools.find((t) => t.name === target.name);
  const raw = home.raw.get(target.name);
  if (!tool || !raw) {
    if (!home.names.includes(target.name)) throw new BridgeError('tool-missing', `Tool ${JSON.stringify(target.name)} is not in frame ${target.frameId} any more.`);
    const why = home.frame.excluded.find((e) => e.name === target.name);
    throw new BridgeError('descriptor-changed', `Tool ${JSON.stringify(target.name)} is now excluded (${why?.reason ?? 'over a limit'}): ${why?.detail ?? ''}`);
  }
  if (tool.descriptorHash !== target.descriptorHash) {
    throw new BridgeError('descriptor-changed', `Tool ${JSON.stringify(target.name)} changed since it was reviewed (its name, title, description, schema, origin or annotations differ).`, {
      expected: target.descriptorHash,
      found: tool.descriptorHash,
    });
  }
  return { frame: home.frame, tool, raw };
}
