/**
 * React's API on Preact's renderer: react-dom alone was 60 of the 147 KiB gzip a phone loaded
 * before the first screen (issue 16's budget is 120). The code still imports `react`.
 */
export const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
