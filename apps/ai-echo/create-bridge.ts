import { BrowserBridgeClient, type PortLike } from '../../browser-bridge/BrowserBridgeClient.ts';
import { EXTENSION_ID } from '../../browser-bridge/config.ts';
import { describeActions, manifestHash } from '../../faculties/clicks-and-clankers/describe.ts';
import { validateExtensionFrame } from '../../generated/validators.js';

/** The OS side's bridge, built from the same registry the extension was built from. */
export async function createBridge(opts: { extensionId?: string; connect?: () => PortLike } = {}): Promise<BrowserBridgeClient> {
  const descriptors = describeActions();
  return new BrowserBridgeClient({
    extensionId: opts.extensionId ?? EXTENSION_ID,
    descriptors,
    manifestHash: await manifestHash(descriptors),
    validateExtensionFrame,
    ...(opts.connect ? { connect: opts.connect } : {}),
  });
}
