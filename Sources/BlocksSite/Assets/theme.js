(function () {
  'use strict';
  // Scripts run: a block page's scenarios beyond the first wait for the picker (site.js) instead
  // of fetching their previews at once; without scripts every scenario shows.
  document.documentElement.setAttribute('data-scripted', '');
  try {
    var choice = window.localStorage.getItem('swiftui-blocks-theme');
    if (choice === 'light' || choice === 'dark') {
      document.documentElement.setAttribute('data-theme', choice);
    }
  } catch (error) {
    // Storage can be unavailable (file:// in some browsers, private modes): keep the default.
  }
})();
