/** The OS origins this build lets connect, read back from our own manifest (one source). */
export function osOrigins(): string[] {
  const matches = chrome.runtime.getManifest().externally_connectable?.matches ?? [];
  return matches.map((m) => new URL(m.replace(/\/\*$/, '/')).origin);
}

export function isOsOrigin(origin: string | undefined): boolean {
  return origin !== undefined && osOrigins().includes(origin);
}
