// A stand-in for the browser's WebSocket to an `ai-echo-mcp` (unit tests only; the real program
// is in test/node and test/e2e): records what the page sends, delivers what the program would.
import type { PageFrame, ServerFrame } from '../../browser-bridge/mcp-relay/protocol.ts';
import type { SocketLike } from './mcp-relay-connection.ts';

export class FakeSocket implements SocketLike {
  readyState = 1;
  sent: PageFrame[] = [];
  closedWith: number | null = null;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  send(text: string): void {
    this.sent.push(JSON.parse(text) as PageFrame);
  }
  close(code = 1000): void {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.(new CloseEvent('close', { code })));
  }
  deliver(frame: ServerFrame | string): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) }));
  }
}
