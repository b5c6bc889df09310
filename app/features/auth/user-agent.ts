// A browser's User-Agent as a person reads it: "Chrome on Windows", "Safari on iPhone". Rough on
// purpose: enough to tell one's own devices apart in Settings → Sessions.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/^(?=.*\bVersion\/\d)(?=.*\bSafari\/)/, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (value: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(value))?.[1] ?? null

/** "Browser on system", whichever of the two is known, or "Unknown device". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const value = userAgent ?? ''
  const browser = first(value, BROWSERS)
  const system = first(value, SYSTEMS)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}
