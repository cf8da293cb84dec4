// Boots the OS shell and AI Echo. `window.aiEcho` is the page's own handle on its bridge and
// AI Echo (the end-to-end tests and the benchmarks drive the real page through it).
import '../ai-echo/ai-echo-app.ts';
import { bootAiEcho, type AiEcho } from '../ai-echo/boot.ts';
import { createBridge, type EchoBridge } from '../ai-echo/create-bridge.ts';
import './os-desktop.ts';
import './os-window.ts';

declare global {
  interface Window {
    aiEcho: { bridge: EchoBridge; createBridge: typeof createBridge; ready: Promise<void>; echo: AiEcho };
  }
}

const bridge = await createBridge();
const ready = bridge.connect().catch(() => undefined);
const echo = await bootAiEcho(bridge);
const app = document.querySelector('ai-echo-app');
if (app) app.echo = echo;
window.aiEcho = { bridge, createBridge, ready, echo };
document.querySelector('os-desktop')?.setAttribute('data-booted', '');
