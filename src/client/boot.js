/* global document, window, __JAWIB_LEGACY__ */
/* eslint no-useless-escape: off -- '<\/script>' keeps the inline script from ending early */
// Runs before the first paint, in plain ES5 so that it runs on any browser (docs/decisions/026):
// - opens the page in the stored language, direction and theme without a flash;
// - chooses the build: the modern one where the engine has what it is written for, the legacy one (lowered and
//   polyfilled for the support floor) where it has at least the floor, and otherwise a page that says the browser
//   is too old and what to do, instead of a blank screen.
// The build writes the legacy build's files over the placeholder below and minifies the script (vite.config.ts); the
// too-old page's texts (locales/*/browser.json) are a script of their own, /browser-too-old.js, fetched only there.
(function () {
  var LEGACY = __JAWIB_LEGACY__;
  // Starts a comment in the page (vite.config.ts spells it so that the page's parser does not read it here).
  var COMMENT_START = '<!--';
  var html = document.documentElement;
  var lang = 'ar';
  var theme = 'light';
  try {
    lang = localStorage.getItem('preferred-language') === 'en' ? 'en' : 'ar';
    theme = localStorage.getItem('theme') || 'light';
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
  } catch (blocked) {
    // Storage is blocked: the defaults stay.
  }
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  var isDark =
    theme === 'dark' ||
    (theme === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (isDark) html.className += ' dark';
  // A prerendered form must not submit itself before the app has taken the page over (html[data-hydrated]): the
  // browser would send its fields, a password among them, in the address of a GET request.
  function holdSubmit(event) {
    if (!html.hasAttribute('data-hydrated')) event.preventDefault();
  }
  document.addEventListener('submit', holdSubmit, true);
  // A tab of a prerendered page chosen before the app has taken the page over (a phone still loading its scripts)
  // is chosen again once it has, so the choice is not lost. Only tabs: choosing one twice is the same as once.
  var pendingTab = null;
  function rememberTab(event) {
    if (html.hasAttribute('data-hydrated') || !event.target || !event.target.closest) return;
    var tab = event.target.closest('[role="tab"][id]');
    if (tab) pendingTab = tab.id;
  }
  document.addEventListener('click', rememberTab, true);
  if (window.MutationObserver) {
    new window.MutationObserver(function (changes, observer) {
      if (!html.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      var tab = pendingTab && document.getElementById(pendingTab);
      pendingTab = null;
      if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
    }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  }

  function supportsCss(property, value) {
    try {
      return !!(window.CSS && window.CSS.supports && window.CSS.supports(property, value));
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
    } catch (unsupported) {
      return false;
    }
  }
  // The modern build: Tailwind CSS 4's floor (color-mix, @property) and ES2022 with the newest APIs the app calls.
  var isModern =
    supportsCss('color', 'color-mix(in srgb, red, red)') &&
    !!window.CSSPropertyRule &&
    typeof Object.hasOwn === 'function' &&
    typeof [].findLast === 'function' &&
    typeof window.structuredClone === 'function';
  // The floor (package.json's browserslist: Chromium 79, Safari 14, Firefox 78): ES modules and the APIs the
  // polyfills cannot bring.
  var isOnFloor =
    'noModule' in document.createElement('script') &&
    typeof window.Promise === 'function' &&
    typeof window.Promise.allSettled === 'function' &&
    typeof Object.fromEntries === 'function' &&
    typeof window.fetch === 'function' &&
    typeof window.IntersectionObserver === 'function' &&
    typeof window.Proxy === 'function' &&
    supportsCss('display', 'grid');

  if (isModern || (isOnFloor && !LEGACY)) {
    window.__jawibBuild = 'modern';
  } else if (isOnFloor) {
    window.__jawibBuild = 'legacy';
    try {
      document.querySelector(':focus-visible');
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
    } catch (noFocusVisible) {
      // The legacy stylesheet's :focus twins of its :focus-visible rules apply (scripts/vite-legacy.ts).
      html.className += ' no-focus-visible';
    }
    var tags = '';
    for (var i = 0; i < LEGACY.css.length; i++)
      tags += '<link rel="stylesheet" href="' + LEGACY.css[i] + '">';
    if (LEGACY.polyfills) tags += '<script type="module" src="' + LEGACY.polyfills + '"><\/script>';
    tags += '<script type="module" src="' + LEGACY.entry + '"><\/script>';
    // The page's modern entry comes next: written into a comment, which the build's `<!-- -->` after it ends.
    tags += COMMENT_START;
    // Written while the head is parsed, so the stylesheet holds the first paint (no unstyled flash) and the
    // polyfills run before the entry. Only engines below the modern build come here.
    document.write(tags);
  } else {
    window.__jawibBuild = 'none';
    html.className += ' browser-too-old';
    // The texts, and the page's modern entry written into a comment (as for the legacy build above).
    document.write('<script src="/browser-too-old.js"><\/script>' + COMMENT_START);
    var showTooOld = function () {
      var TOO_OLD = window.__jawibTooOld;
      if (!TOO_OLD) return;
      var other = lang === 'ar' ? 'en' : 'ar';
      var block = function (language, big) {
        var texts = TOO_OLD[language];
        var paragraph = function (text) {
          return '<p style="margin:0 0 12px">' + text + '</p>';
        };
        return (
          '<section lang="' +
          language +
          '" dir="' +
          (language === 'ar' ? 'rtl' : 'ltr') +
          '" style="margin:0 auto 32px;max-width:40em;font-size:' +
          (big ? '1.25em' : '1em') +
          '"><h1 style="font-size:1.6em;margin:0 0 16px;color:#fcd34d">' +
          texts.title +
          '</h1>' +
          paragraph(texts.body) +
          paragraph(texts.cast) +
          paragraph(texts.update) +
          paragraph(texts.minimum) +
          '</section>'
        );
      };
      document.body.innerHTML =
        '<main style="padding:32px 24px;font-family:Cairo Variable,Noto Sans Arabic,Tahoma,sans-serif;line-height:1.7">' +
        block(lang, true) +
        block(other, false) +
        '</main>';
      document.body.style.cssText = 'margin:0;min-height:100vh;background:#0b1f2a;color:#fff';
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showTooOld);
    else showTooOld();
  }
})();
