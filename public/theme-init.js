// Applies the saved theme before first paint, so a dark page never flashes light, and marks the root `js`:
// without JavaScript a prerendered page shows every FAQ answer and carousel slide (see their stylesheets).
// An external file (not inline) keeps the Content-Security-Policy free of 'unsafe-inline'.
(function () {
  var theme = 'light';
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage blocked: light it is.
  }
  document.documentElement.classList.add(theme, 'js');
  document.documentElement.style.colorScheme = theme;
})();
