// Boots the OS shell and AI Echo's bridge. `window.aiEcho` is the page's own handle on its
// bridge (the end-to-end tests and the benchmark drive the real page through it).
import { BrowserBridgeClient } from '../../browser-bridge/BrowserBridgeClient.ts';
import { createBridge } from '../ai-echo/create-bridge.ts';
import './os-desktop.ts';

declare global {
  interface Window {
    aiEcho: { bridge: BrowserBridgeClient; createBridge: typeof createBridge; ready: Promise<void> };
  }
}

const bridge = await createBridge();
const ready = bridge.connect().catch(() => undefined);
window.aiEcho = { bridge, createBridge, ready };
document.querySelector('os-desktop')?.setAttribute('data-booted', '');
