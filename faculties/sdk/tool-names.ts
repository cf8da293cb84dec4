// Tool names for model function calling and MCP clients: the dotted action name with `_` for `.`.
// Action names never contain `_`, so the mapping is one-to-one; describeActions asserts it.

/** `browser.page.info` -> `browser_page_info`. */
export function toToolName(actionName: string): string {
  return actionName.replaceAll('.', '_');
}

export function fromToolName(toolName: string): string {
  return toolName.replaceAll('_', '.');
}

/** Every name survives the round trip and no two collide; throws naming the culprit otherwise. */
export function assertToolNamesRoundTrip(actions: readonly { name: string }[]): void {
  const seen = new Map<string, string>();
  for (const { name } of actions) {
    if (name.includes('_')) throw new Error(`Action name "${name}" contains "_": tool names map "." to "_", so it cannot round-trip.`);
    const tool = toToolName(name);
    if (fromToolName(tool) !== name) throw new Error(`Action name "${name}" does not survive the tool-name round trip.`);
    const other = seen.get(tool);
    if (other !== undefined) throw new Error(`Actions "${other}" and "${name}" collide as tool "${tool}".`);
    seen.set(tool, name);
  }
}
