import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The estate's colours on react-admin's default theme; system fonts (nothing to download).
 * Contrast of text and controls meets WCAG 2.2 AA on the light background.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#6b1f2e' },
    secondary: { main: '#4a5a2a' },
    // MUI's default red (#d32f2f) falls under 4.5:1 on the toolbars' grey (axe on the wine page).
    error: { main: '#b3261e' },
    background: { default: '#f7f4ef' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
