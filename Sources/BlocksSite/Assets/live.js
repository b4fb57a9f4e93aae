(function () {
  'use strict';
  var root = document.querySelector('[data-live]');
  // Without WebAssembly, or from file:// (where nothing can be fetched), the preview stays.
  if (!root || typeof WebAssembly !== 'object' || location.protocol === 'file:') { return; }
  var stage = root.querySelector('[data-live-stage]');
  var decoder = new TextDecoder();
  var keys = { ' ': 0, 'Enter': 0, 'ArrowLeft': 1, 'ArrowRight': 2, 'Escape': 4 };
  // Command-Z (Control-Z off Apple platforms): Undo, for the blocks that offer it.
  var undoKey = 3;
  var phases = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3, lostpointercapture: 3 };
  var live = null;
  var handle = 0;
  var start = 0;
  var svg = null;
  var nodes = [];
  var pointer = null;
  var seen = {};
  var stats = root.liveStats = { event: [], simulate: [], apply: [], changes: [] };

  function seconds() { return (performance.now() - start) / 1000; }

  function text(length) {
    if (length <= 0) { return ''; }
    return decoder.decode(new Uint8Array(live.memory.buffer, live.blocks_live_buffer(handle), length));
  }

  function keep(list, value) { if (list.length < 100000) { list.push(value); } }

  // The module's drawing of the current frame; every element carries its index (data-n).
  function draw() {
    stage.innerHTML = text(live.blocks_live_markup(handle));
    svg = stage.querySelector('svg');
    nodes = [];
    svg.querySelectorAll('[data-n]').forEach(function (node) {
      nodes[Number(node.getAttribute('data-n'))] = node;
    });
  }

  function create() {
    if (handle) { live.blocks_live_destroy(handle); }
    var options = 0;
    root.querySelectorAll('input[data-option]:checked').forEach(function (input) {
      options |= Number(input.getAttribute('data-option'));
    });
    handle = live.blocks_live_create(0, options);
    start = performance.now();
    pointer = null;
    seen = { callbacks: 0, haptics: 0, announcements: 0 };
    root.querySelectorAll('output').forEach(function (output) { output.textContent = '0'; });
    root.querySelector('[data-live-announcement]').textContent = '';
    draw();
  }

  // Lines of "node TAB attribute TAB value".
  function apply(changes) {
    var lines = changes.split('\n');
    for (var i = 0; i < lines.length; i += 1) {
      var fields = lines[i].split('\t');
      var node = nodes[Number(fields[0])];
      if (node && fields.length === 3) { node.setAttribute(fields[1], fields[2]); }
    }
  }

  function report() {
    var counts = {
      callbacks: live.blocks_live_callbacks(handle), haptics: live.blocks_live_haptics(handle),
      announcements: live.blocks_live_announcements(handle),
    };
    Object.keys(counts).forEach(function (name) {
      if (counts[name] === seen[name]) { return; }
      var output = root.querySelector('[data-live-' + name + ']');
      if (name === 'announcements') {
        root.querySelector('[data-live-announcement]').textContent = text(live.blocks_live_announcement(handle));
      } else if (output) {
        output.textContent = String(counts[name]);
      }
      if (name === 'haptics') {
        stage.classList.remove('live-pulse');
        void stage.offsetWidth;
        stage.classList.add('live-pulse');
      }
      seen[name] = counts[name];
    });
  }

  function frame() {
    var begin = performance.now();
    var length = live.blocks_live_frame(handle, seconds());
    var simulated = performance.now();
    if (length < 0) { draw(); } else if (length > 0) { apply(text(length)); }
    var applied = performance.now();
    keep(stats.simulate, simulated - begin);
    keep(stats.apply, applied - simulated);
    keep(stats.changes, length);
    report();
    requestAnimationFrame(frame);
  }

  function forward(event) {
    var phase = phases[event.type];
    if (phase === 0) {
      // An element that takes taps itself (data-press) inside the touch area is not a drag.
      if (pointer !== null || !event.target.closest('[data-touch]') || event.target.closest('[data-press]')) {
        return;
      }
      pointer = event.pointerId;
      stage.setPointerCapture(event.pointerId);
      // Focused for the keys that may follow, but marked as a pointer's focus: the outline
      // is for keyboard focus, and a key pressed next brings it back.
      stage.classList.add('pointer-focus');
      stage.focus({ preventScroll: true });
      event.preventDefault();
    } else if (event.pointerId !== pointer) {
      return;
    } else if (phase > 1) {
      pointer = null;
    }
    var point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    var begin = performance.now();
    live.blocks_live_pointer(handle, phase, point.x, point.y, seconds());
    keep(stats.event, performance.now() - begin);
  }

  // A tap on one of the drawing's own buttons (data-press), by its number.
  function tap(event) {
    var pressed = event.target.closest('[data-press]');
    if (!pressed || pointer !== null) { return; }
    var begin = performance.now();
    live.blocks_live_press(handle, Number(pressed.getAttribute('data-press')), seconds());
    keep(stats.event, performance.now() - begin);
  }

  function press(event) {
    var key = keys[event.key];
    var command = event.metaKey || event.ctrlKey;
    if ((event.key === 'z' || event.key === 'Z') && command && !event.altKey && !event.shiftKey) {
      key = undoKey;
    } else if (!(event.key in keys) || event.altKey || command) {
      return;
    }
    event.preventDefault();
    var begin = performance.now();
    live.blocks_live_key(handle, key, seconds());
    keep(stats.event, performance.now() - begin);
  }

  fetch(root.getAttribute('data-module'))
    .then(function (response) {
      if (!response.ok) { throw new Error(root.getAttribute('data-module') + ': ' + response.status); }
      return response.arrayBuffer();
    })
    .then(function (bytes) { return WebAssembly.instantiate(bytes, {}); })
    .then(function (result) {
      live = result.instance.exports;
      var theme = document.documentElement.getAttribute('data-theme');
      root.querySelectorAll('[data-media]').forEach(function (input) {
        input.checked = matchMedia(input.getAttribute('data-media')).matches;
      });
      root.querySelectorAll('[data-theme-dark]').forEach(function (input) {
        input.checked = theme ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
      });
      Object.keys(phases).forEach(function (type) { stage.addEventListener(type, forward); });
      stage.addEventListener('click', tap);
      stage.addEventListener('keydown', press);
      stage.addEventListener('keydown', function () { stage.classList.remove('pointer-focus'); });
      stage.addEventListener('blur', function () { stage.classList.remove('pointer-focus'); });
      root.querySelectorAll('[data-option]').forEach(function (input) {
        input.addEventListener('change', create);
      });
      root.querySelector('[data-live-reset]').addEventListener('click', create);
      create();
      root.hidden = false;
      // The block runs here now, so its animated scenarios fold away beneath it: the block is
      // on the screen once, and the scenarios are one click away.
      var scenarios = document.querySelector('[data-scenarios]');
      if (scenarios) { scenarios.open = false; }
      // The drawing follows the site's theme: a choice in the header, or the system's under
      // Auto. A change starts the block again in the new colors.
      var dark = root.querySelector('[data-theme-dark]');
      var systemDark = matchMedia('(prefers-color-scheme: dark)');
      function followTheme() {
        var choice = document.documentElement.getAttribute('data-theme');
        var wanted = choice ? choice === 'dark' : systemDark.matches;
        if (dark && dark.checked !== wanted) {
          dark.checked = wanted;
          create();
        }
      }
      new MutationObserver(followTheme).observe(document.documentElement,
        { attributes: true, attributeFilter: ['data-theme'] });
      systemDark.addEventListener('change', followTheme);
      requestAnimationFrame(frame);
    })
    .catch(function () {
      // The module could not run here: the section stays hidden and the preview stays.
    });
})();
