/* global document, window */
// Runs before the first paint so the page opens in the stored language, direction and theme without a flash.
(function () {
  var html = document.documentElement;
  var lang = 'ar';
  var theme = 'light';
  try {
    lang = localStorage.getItem('preferred-language') === 'en' ? 'en' : 'ar';
    theme = localStorage.getItem('theme') || 'light';
  } catch {
    // Storage is blocked: the defaults stay.
  }
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  var isDark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  html.classList.toggle('dark', isDark);
})();
