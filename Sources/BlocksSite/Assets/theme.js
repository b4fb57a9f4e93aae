(function () {
  'use strict';
  try {
    var choice = window.localStorage.getItem('swiftui-blocks-theme');
    if (choice === 'light' || choice === 'dark') {
      document.documentElement.setAttribute('data-theme', choice);
    }
  } catch (error) {
    // Storage can be unavailable (file:// in some browsers, private modes): keep the default.
  }
})();
