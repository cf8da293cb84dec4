// A Faculty whose actions run in the extension: it offers the bridge's current descriptors
// (refreshed on manifest-changed) that match its prefix, and runs them through the bridge.
import type { BrowserBridgeClient } from '../browser-bridge/BrowserBridgeClient.ts';
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import { tierRule } from '../browser-bridge/tiers.ts';
import type { Faculty, PolicyHook, RoutedCall } from './faculty.ts';

export interface BridgeFacultyOptions {
  id: string;
  label: string;
  bridge: BrowserBridgeClient;
  /** Which of the extension's actions belong to this Faculty (e.g. `browser.`). */
  prefixes: readonly string[];
  policy?: readonly PolicyHook[];
  /** Extra per-Faculty gate on what is described (raw JavaScript: developer mode on in both halves). */
  enabled?: (d: ToolDescriptor) => boolean;
  /** Tells when what `enabled` says may have changed, so the kernel lists the actions again. */
  onEnabledChanged?: (cb: () => void) => () => void;
}

export function createBridgeFaculty(opts: BridgeFacultyOptions): Faculty {
  const { bridge } = opts;
  return {
    id: opts.id,
    label: opts.label,
    ...(opts.policy ? { policy: opts.policy } : {}),
    actions: () =>
      bridge
        .descriptors()
        .filter((d) => !tierRule(d.tier).reserved && opts.prefixes.some((p) => d.name.startsWith(p)) && (opts.enabled?.(d) ?? true)),
    onActionsChanged: (cb) => {
      const offManifest = bridge.on('manifest-changed', () => cb());
      const offEnabled = opts.onEnabledChanged?.(cb);
      return () => {
        offManifest();
        offEnabled?.();
      };
    },
    // The grant travels with the input; the extension checks it against the rest of the input.
    run: (call: RoutedCall) => bridge.invoke(call.action, call.grantId ? { ...call.input, grantId: call.grantId } : call.input),
  };
}
