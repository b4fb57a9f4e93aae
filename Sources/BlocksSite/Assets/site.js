(function () {
  'use strict';

  var segmenter = typeof Intl !== 'undefined' && Intl.Segmenter
    ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  var wordCharacter = /^[\p{Alphabetic}\p{N}]/u;

  function graphemes(text) {
    if (!segmenter) { return Array.from(text); }
    var result = [];
    for (var part of segmenter.segment(text)) { result.push(part.segment); }
    return result;
  }

  function fold(text) {
    var stripped = text.normalize('NFKD').replace(/\p{Mn}/gu, '');
    var lower = '';
    for (var character of stripped) { lower += character.toLowerCase(); }
    return lower;
  }

  // The words of `text`, each as its list of grapheme clusters.
  function wordGraphemes(text) {
    var result = [];
    var current = [];
    for (var cluster of graphemes(fold(text))) {
      if (wordCharacter.test(cluster)) {
        current.push(cluster);
      } else if (current.length) {
        result.push(current);
        current = [];
      }
    }
    if (current.length) { result.push(current); }
    return result;
  }

  function words(text) {
    return wordGraphemes(text).map(function (word) { return word.join(''); });
  }

  function canonical(word) {
    return word.map(function (cluster) { return cluster.normalize('NFD'); });
  }

  function hasPrefix(word, prefix) {
    if (prefix.length > word.length) { return false; }
    for (var i = 0; i < prefix.length; i += 1) {
      if (word[i] !== prefix[i]) { return false; }
    }
    return true;
  }

  function prepare(index) {
    if (!index.prepared) {
      index.prepared = index.blocks.map(function (entry) {
        return entry.words.map(function (field) {
          return field.map(function (word) { return canonical(graphemes(word)); });
        });
      });
    }
    return index.prepared;
  }

  // The ids of the blocks matching every word of `query`, best first.
  function search(index, query) {
    var queryWords = wordGraphemes(query).map(canonical);
    if (!queryWords.length) { return []; }
    var prepared = prepare(index);
    var fieldCount = index.fields.length;
    var found = [];
    index.blocks.forEach(function (entry, position) {
      var counts = [];
      for (var f = 0; f < fieldCount; f += 1) { counts.push(0); }
      var matched = 0;
      for (var w = 0; w < queryWords.length; w += 1) {
        var field = -1;
        for (var g = 0; g < fieldCount && field < 0; g += 1) {
          var candidates = prepared[position][g];
          for (var c = 0; c < candidates.length; c += 1) {
            if (hasPrefix(candidates[c], queryWords[w])) { field = g; break; }
          }
        }
        if (field < 0) { break; }
        counts[field] += 1;
        matched += 1;
      }
      if (matched === queryWords.length) {
        found.push({ id: entry.id, position: position, counts: counts });
      }
    });
    found.sort(function (a, b) {
      for (var f = 0; f < fieldCount; f += 1) {
        if (a.counts[f] !== b.counts[f]) { return b.counts[f] - a.counts[f]; }
      }
      return a.position - b.position;
    });
    return found.map(function (result) { return result.id; });
  }

  if (typeof module === 'object' && module.exports) {
    module.exports = { fold: fold, words: words, search: search };
  }
  if (typeof document === 'undefined') { return; }

  var root = document.documentElement;
  var themeKey = 'swiftui-blocks-theme';

  function setupTheme() {
    var group = document.querySelector('[data-theme-switch]');
    if (!group) { return; }
    var buttons = Array.prototype.slice.call(group.querySelectorAll('[data-theme-choice]'));
    function show(choice) {
      buttons.forEach(function (button) {
        var pressed = button.getAttribute('data-theme-choice') === choice;
        button.setAttribute('aria-pressed', pressed ? 'true' : 'false');
      });
    }
    function apply(choice) {
      if (choice === 'light' || choice === 'dark') {
        root.setAttribute('data-theme', choice);
      } else {
        root.removeAttribute('data-theme');
      }
      try {
        if (choice === 'light' || choice === 'dark') {
          window.localStorage.setItem(themeKey, choice);
        } else {
          window.localStorage.removeItem(themeKey);
        }
      } catch (error) {
        // The choice still applies to this page.
      }
      show(choice);
    }
    buttons.forEach(function (button) {
      button.addEventListener('click', function () {
        apply(button.getAttribute('data-theme-choice'));
      });
    });
    show(root.getAttribute('data-theme') || 'auto');
    group.hidden = false;
  }

  // The Code tab's source is a page of its own (the element's data-source), fetched the first
  // time the tab opens or its source is copied, so a block page carries no copy of it. Where it
  // cannot be fetched (file://), the element keeps its link to that page.
  var sourceLoad = null;
  function loadSource(code) {
    if (!code.hasAttribute('data-source')) { return Promise.resolve(true); }
    if (location.protocol === 'file:') { return Promise.resolve(false); }
    if (!sourceLoad) {
      sourceLoad = fetch(code.getAttribute('data-source'))
        .then(function (response) {
          if (!response.ok) { throw new Error('source: ' + response.status); }
          return response.text();
        })
        .then(function (text) {
          var loaded = new DOMParser().parseFromString(text, 'text/html').getElementById('source-code');
          if (!loaded) { throw new Error('source: no code'); }
          code.innerHTML = loaded.innerHTML;
          code.removeAttribute('data-source');
          code.setAttribute('data-loaded', '');
          return true;
        })
        .catch(function () {
          sourceLoad = null;
          return false;
        });
    }
    return sourceLoad;
  }

  function setupTabs() {
    var list = document.querySelector('[data-tabs]');
    if (!list) { return; }
    var tabs = Array.prototype.slice.call(list.querySelectorAll('[role="tab"]'));
    function select(tab, focus) {
      tabs.forEach(function (other) {
        var selected = other === tab;
        other.setAttribute('aria-selected', selected ? 'true' : 'false');
        other.tabIndex = selected ? 0 : -1;
        var panel = document.getElementById(other.getAttribute('aria-controls'));
        if (panel) { panel.hidden = !selected; }
        var code = selected && panel && panel.querySelector('[data-source]');
        if (code) { loadSource(code); }
      });
      if (focus) { tab.focus(); }
    }
    list.addEventListener('click', function (event) {
      var tab = event.target.closest('[role="tab"]');
      if (tab) { select(tab, false); }
    });
    list.addEventListener('keydown', function (event) {
      var current = tabs.indexOf(document.activeElement);
      if (current < 0) { return; }
      var next = null;
      if (event.key === 'ArrowRight') { next = (current + 1) % tabs.length; }
      if (event.key === 'ArrowLeft') { next = (current - 1 + tabs.length) % tabs.length; }
      if (event.key === 'Home') { next = 0; }
      if (event.key === 'End') { next = tabs.length - 1; }
      if (next === null) { return; }
      event.preventDefault();
      select(tabs[next], true);
    });
    list.hidden = false;
    // A link to a panel (#panel-code) opens its tab.
    var linked = tabs.filter(function (tab) {
      return location.hash === '#' + tab.getAttribute('aria-controls');
    })[0];
    select(linked || tabs[0], false);
  }

  function setupPreviews() {
    var controls = document.querySelector('[data-preview-controls]');
    var picker = document.querySelector('[data-scenario-picker]');
    if (!controls || !picker) { return; }
    var figures = Array.prototype.slice.call(document.querySelectorAll('.preview[data-scenario]'));
    var replays = 0;
    function show(id) {
      figures.forEach(function (figure) {
        figure.hidden = figure.getAttribute('data-scenario') !== id;
      });
    }
    picker.addEventListener('change', function () { show(picker.value); });
    var replay = controls.querySelector('[data-replay]');
    if (replay) {
      replay.addEventListener('click', function () {
        replays += 1;
        figures.forEach(function (figure) {
          if (figure.hidden) { return; }
          figure.querySelectorAll('img.pv-animated').forEach(function (image) {
            // A new fragment makes a new image document, whose animation starts at zero.
            var source = image.getAttribute('src').split('#')[0];
            image.setAttribute('src', source + '#replay-' + replays);
          });
        });
      });
    }
    show(picker.value);
    document.documentElement.setAttribute('data-previews-ready', '');
    controls.hidden = false;
  }

  function copyWithSelection(text) {
    var buffer = document.createElement('textarea');
    buffer.value = text;
    buffer.setAttribute('readonly', '');
    buffer.className = 'copy-buffer';
    document.body.appendChild(buffer);
    buffer.select();
    var copied = false;
    try { copied = document.execCommand('copy'); } catch (error) { copied = false; }
    buffer.remove();
    return copied;
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(
        function () { return true; },
        function () { return copyWithSelection(text); });
    }
    return Promise.resolve(copyWithSelection(text));
  }

  function setupCopy() {
    var status = document.querySelector('.copy-status');
    document.querySelectorAll('[data-copy]').forEach(function (button) {
      var source = document.getElementById(button.getAttribute('data-copy'));
      if (!source) { return; }
      var label = button.textContent;
      var restore = null;
      button.addEventListener('click', function () {
        loadSource(source).then(function (loaded) {
          return loaded ? copyText(source.textContent) : false;
        }).then(function (copied) {
          // The word shows on the button pressed; the polite status line announces it.
          var word = status ? status.getAttribute(copied ? 'data-copied' : 'data-failed') : '';
          if (status) { status.textContent = word; }
          if (!word) { return; }
          button.textContent = word;
          button.classList.toggle('is-copied', copied);
          clearTimeout(restore);
          restore = setTimeout(function () {
            button.textContent = label;
            button.classList.remove('is-copied');
          }, 2000);
        });
      });
      button.hidden = false;
    });
  }

  function setupFinder() {
    var form = document.querySelector('[data-finder]');
    var data = document.getElementById('search-index');
    var list = document.getElementById('block-list');
    var counter = document.getElementById('result-count');
    if (!form || !data || !list || !counter) { return; }
    var index = JSON.parse(data.textContent);
    var cards = Array.prototype.slice.call(list.querySelectorAll('.card'));
    var groups = Array.prototype.slice.call(list.querySelectorAll('.card-group'));
    // Browsing shows each category's section; a search shows one list in the search's order,
    // whose cards go back to their sections when it is cleared.
    var homes = cards.map(function (card) { return card.parentNode; });
    var results = document.createElement('ul');
    results.className = 'cards';
    results.hidden = true;
    list.appendChild(results);
    var byId = {};
    cards.forEach(function (card) { byId[card.getAttribute('data-id')] = card; });
    var query = form.querySelector('#search-query');
    var category = form.querySelector('#filter-category');
    var level = form.querySelector('#filter-level');
    function update() {
      var ids = words(query.value).length
        ? search(index, query.value)
        : cards.map(function (card) { return card.getAttribute('data-id'); });
      var ordered = ids.map(function (id) { return byId[id]; }).filter(Boolean);
      var rest = cards.filter(function (card) { return ordered.indexOf(card) < 0; });
      var shown = 0;
      var searching = words(query.value).length > 0;
      ordered.concat(rest).forEach(function (card) {
        var visible = ordered.indexOf(card) >= 0
          && (!category.value || card.getAttribute('data-category') === category.value)
          && (!level.value || card.getAttribute('data-level') === level.value);
        card.hidden = !visible;
        if (visible) { shown += 1; }
        (searching ? results : homes[cards.indexOf(card)]).appendChild(card);
      });
      results.hidden = !searching;
      groups.forEach(function (group) {
        group.hidden = searching || !group.querySelector('.card:not([hidden])');
      });
      counter.textContent = shown === 0 ? counter.getAttribute('data-none')
        : shown === 1 ? counter.getAttribute('data-one')
        : counter.getAttribute('data-many').replace('{n}', String(shown));
      if (clear) { clear.hidden = shown !== 0; }
      remember();
    }
    // The address keeps the search and filters (?q=, &category=, &level=), so a reload, the
    // back button or a shared link shows the same cards.
    function remember() {
      var parameters = new URLSearchParams();
      if (query.value) { parameters.set('q', query.value); }
      if (category.value) { parameters.set('category', category.value); }
      if (level.value) { parameters.set('level', level.value); }
      var search = parameters.toString();
      var address = window.location.pathname + (search ? '?' + search : '') + window.location.hash;
      if (address === window.location.pathname + window.location.search + window.location.hash) {
        return;
      }
      try { history.replaceState(null, '', address); } catch (error) {
        // Some browsers refuse to change a file:// address; the cards are right all the same.
      }
    }
    var clear = document.querySelector('[data-clear-filters]');
    if (clear) {
      clear.addEventListener('click', function () {
        query.value = '';
        category.value = '';
        level.value = '';
        update();
        query.focus();
      });
    }
    var parameters = new URLSearchParams(window.location.search);
    query.value = parameters.get('q') || '';
    category.value = parameters.get('category') || '';
    level.value = parameters.get('level') || '';
    form.addEventListener('submit', function (event) { event.preventDefault(); update(); });
    query.addEventListener('input', update);
    category.addEventListener('change', update);
    level.addEventListener('change', update);
    form.hidden = false;
    update();
  }

  function isTyping(target) {
    return !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  // ⌘K or Ctrl+K anywhere, or / when not typing, focuses the search box: the index's own, or
  // the header's on every other page.
  function setupSearchShortcut() {
    var box = document.getElementById('search-query') || document.getElementById('site-search');
    if (!box) { return; }
    document.addEventListener('keydown', function (event) {
      var command = (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey
        && (event.key === 'k' || event.key === 'K');
      var slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey
        && !isTyping(event.target);
      if (!command && !slash) { return; }
      event.preventDefault();
      box.focus();
      box.select();
    });
  }

  // On a phone the sidebar is a menu that starts closed; on a wide screen it is a column that
  // is always open. Without a script it is open everywhere.
  function setupSidebar() {
    var menu = document.querySelector('[data-sidebar]');
    if (!menu || !window.matchMedia) { return; }
    var wide = window.matchMedia('(min-width: 60rem)');
    function fit() { menu.open = wide.matches; }
    fit();
    wide.addEventListener('change', fit);
  }

  // The table of contents marks the section being read: the last one whose top has passed a
  // line a third of the way down the window, or the last section once the page is at its end.
  function setupTableOfContents() {
    var toc = document.querySelector('.toc');
    if (!toc) { return; }
    var links = Array.prototype.slice.call(toc.querySelectorAll('a[href^="#"]'));
    var sections = links.map(function (link) {
      return document.getElementById(link.getAttribute('href').slice(1));
    });
    var scheduled = false;
    function mark() {
      scheduled = false;
      var line = window.innerHeight / 3;
      var current = 0;
      sections.forEach(function (section, index) {
        if (section && section.getBoundingClientRect().top <= line) { current = index; }
      });
      var end = document.documentElement.scrollHeight - 2;
      if (window.scrollY > 0 && window.scrollY + window.innerHeight >= end) {
        current = links.length - 1;
      }
      links.forEach(function (link, index) {
        if (index === current) {
          link.setAttribute('aria-current', 'true');
        } else {
          link.removeAttribute('aria-current');
        }
      });
    }
    window.addEventListener('scroll', function () {
      if (!scheduled) {
        scheduled = true;
        window.requestAnimationFrame(mark);
      }
    }, { passive: true });
    window.addEventListener('resize', mark);
    mark();
  }

  setupTheme();
  setupSearchShortcut();
  setupSidebar();
  setupTableOfContents();
  setupTabs();
  setupPreviews();
  setupCopy();
  setupFinder();
})();
