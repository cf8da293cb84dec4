// Build-time facts the OS page needs; vite.config.ts defines them from the extension's key.
declare const __ECHO_EXTENSION_ID__: string | undefined;

/** The pinned ID of AI Echo's extension ('' in builds that did not define it, such as unit tests). */
export const EXTENSION_ID: string = typeof __ECHO_EXTENSION_ID__ === 'string' ? __ECHO_EXTENSION_ID__ : '';
