import Bowser from 'bowser';

/** "Chrome on Windows (desktop)" from a user agent (bowser parses it); the place is never derived or stored. */
export function describeAgent(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown browser';
  const r = Bowser.parse(userAgent.slice(0, 400));
  const browser = r.browser.name || 'Unknown browser';
  const os = r.os.name ? ` on ${r.os.name}` : '';
  const device = r.platform.type ? ` (${r.platform.type})` : '';
  return `${browser}${os}${device}`;
}
