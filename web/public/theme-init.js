// Runs before React: same key and rule as web/src/lib/theme.tsx (ThemeProvider takes over afterwards).
(function () {
  var theme = 'system';
  try {
    theme = localStorage.getItem('app-theme') || 'system';
  } catch (error) {
    // Storage unavailable: fall back to the device preference.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.add(theme);
  document.documentElement.style.colorScheme = theme;
})();
