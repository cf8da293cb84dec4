#!/usr/bin/env node
// The `ai-echo-mcp` bin: runs the TypeScript server (mcp/main.ts) from this checkout through tsx,
// so the tools it lists are this checkout's registry, with no separate build to drift.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
