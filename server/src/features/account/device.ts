import { ACCOUNT_MSG } from '@poolfoot/domain';

/** The browsers told apart, the more specific first (Edge and Opera also say Chrome, Chrome also says Safari). */
const BROWSERS = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//, 'Safari'],
  // Poolfoot added to an iPhone's home screen (and the apps' own browsers) says neither Version/ nor Safari/: its engine
  // is the system's Safari, of the system's version (« iPhone OS 17_5 »).
  [/\bOS (\d+)_\d+(?:_\d+)? like Mac OS X\b.*\bAppleWebKit\//, 'Safari'],
] as const;

/** The systems told apart (Android says Linux, an iPhone says Mac OS X). */
const SYSTEMS = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
] as const;

/**
 * Where a session was opened, shortened from its browser's user agent for the account page: « Firefox 128 sur Android »;
 * a browser not told apart on a known system says so (« Navigateur inconnu sur Android », never the raw agent on a phone);
 * anything else (a script) is shown cut to 60 characters; none for a session opened before the agent was kept.
 */
export function deviceLabel(userAgent: string | null): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  for (const [re, name] of BROWSERS) {
    const version = re.exec(ua)?.[1];
    if (version) return ACCOUNT_MSG.device(`${name} ${version}`, system);
  }
  if (system) return ACCOUNT_MSG.device(ACCOUNT_MSG.unknownBrowser, system);
  return ua.length > 60 ? `${ua.slice(0, 59)}…` : ua;
}
