/**
 * A device as a member recognises it, from its User-Agent: `Chrome · Android`, `Safari · iPhone`.
 * Product names, not translated. Null without a User-Agent; the first 60 characters of one that
 * names no known browser or system.
 */
export function deviceOf(userAgent: unknown): string | null {
  if (typeof userAgent !== 'string' || !userAgent.trim()) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.trim().slice(0, 60);
  return [browser, system].filter(Boolean).join(' · ');
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
const browsers: Array<[RegExp, string]> = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/FBAN|FBAV/, 'Facebook'],
  [/Line\//, 'LINE'],
  [/Telegram/, 'Telegram'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
