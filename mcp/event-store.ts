// The events of one Streamable HTTP session, kept so a client whose SSE stream broke can resume it
// (`Last-Event-ID`) instead of losing a result it waited minutes of approval for. With a store the
// SDK also sends each stream's priming event (an id and the `retry` delay). Bounded: a long
// session keeps only its latest events, and the store dies with the session. What is kept is what
// was already sent to this client (redacted results), in this process's memory only.
import type { EventId, EventStore, StreamId } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export const MAX_SESSION_EVENTS = 256;
export const MAX_SESSION_EVENT_BYTES = 8 * 1_048_576;

interface Kept {
  id: EventId;
  streamId: StreamId;
  message: JSONRPCMessage;
  bytes: number;
}

export class SessionEventStore implements EventStore {
  private readonly events: Kept[] = [];
  private bytes = 0;
  private seq = 0;

  constructor(
    private readonly maxEvents = MAX_SESSION_EVENTS,
    private readonly maxBytes = MAX_SESSION_EVENT_BYTES,
  ) {}

  async storeEvent(streamId: StreamId, message: JSONRPCMessage): Promise<EventId> {
    const kept: Kept = { id: `${++this.seq}`, streamId, message, bytes: JSON.stringify(message).length };
    this.events.push(kept);
    this.bytes += kept.bytes;
    while (this.events.length > 1 && (this.events.length > this.maxEvents || this.bytes > this.maxBytes)) this.bytes -= this.events.shift()!.bytes;
    return kept.id;
  }

  async getStreamIdForEventId(eventId: EventId): Promise<StreamId | undefined> {
    return this.events.find((e) => e.id === eventId)?.streamId;
  }

  async replayEventsAfter(lastEventId: EventId, { send }: { send: (eventId: EventId, message: JSONRPCMessage) => Promise<void> }): Promise<StreamId> {
    const at = this.events.findIndex((e) => e.id === lastEventId);
    if (at < 0) return '';
    const { streamId } = this.events[at]!;
    for (const e of this.events.slice(at + 1)) if (e.streamId === streamId && 'jsonrpc' in e.message) await send(e.id, e.message);
    return streamId;
  }
}
