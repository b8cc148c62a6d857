/**
 * How the sessions table names the device a session was signed in from: "Firefox on Windows" when
 * the server read both from its User-Agent, the one it read alone, "Unknown device" otherwise (a
 * session signed in before the server kept it, or a client that sent nothing it could read).
 */
export type DeviceWording =
  | { key: 'members.sessions.deviceOf'; values: { browser: string; os: string } }
  | { key: 'members.sessions.unknownDevice' }
  | { text: string };

export function deviceWording(session: { browser?: string | null; os?: string | null }): DeviceWording {
  const browser = session.browser?.trim() ?? '';
  const os = session.os?.trim() ?? '';
  if (browser && os) return { key: 'members.sessions.deviceOf', values: { browser, os } };
  if (browser || os) return { text: browser || os };
  return { key: 'members.sessions.unknownDevice' };
}
