/** What a member recognises a device by: 'Chrome 131' on 'Windows'. */
export interface Device {
  browser: string;
  system: string;
}

// Our own few lines instead of a parser library: we show a label, not analytics, and these
// cover the browsers members use. Order matters: Edge and Opera also say Chrome, Chrome also
// says Safari, and an iPhone says "like Mac OS X".
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//, 'Safari'],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\bWindows NT\b/, 'Windows'],
  [/\b(?:iPhone|iPod)\b.*?\bOS (\d+)/, 'iOS'],
  [/\biPad\b.*?\bOS (\d+)/, 'iPadOS'],
  [/\bAndroid(?: (\d+))?/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function label(userAgent: string, table: typeof browsers): string | null {
  for (const [pattern, name] of table) {
    const match = pattern.exec(userAgent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return null;
}

/** The browser and system a User-Agent header names; 'Unknown …' for what it does not say. */
export function deviceOf(userAgent: string | undefined): Device {
  // Real user agents are a few hundred characters; a longer header gains nothing but work.
  const text = (userAgent ?? '').slice(0, 512);
  return {
    browser: label(text, browsers) ?? 'Unknown browser',
    system: label(text, systems) ?? 'Unknown system',
  };
}
