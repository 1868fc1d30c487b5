/** Themes are CSS custom-property sets in styles/themes.css on `[data-theme="N"]`. */
export const THEME_COUNT = 19;
export const DEFAULT_THEME = 1;

export function themeNumber(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= THEME_COUNT ? n : DEFAULT_THEME;
}

export function applyTheme(theme: number): void {
  document.documentElement.dataset.theme = String(themeNumber(theme));
}
