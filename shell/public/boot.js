// The start-up of a page the server drew. The shell's server writes this script inline, first in the head of every
// drawn page (shell/server/start-up-script.mjs; the Content-Security-Policy allows it by its hash), in place of the
// shell's entry and its preloads: it runs before anything is on the screen, with no request of its own.
// 1. From the first paint on, what a visitor does on a control that needs a script is held (below) and performed
//    by the control once the page is live: nothing done in the seconds before the scripts arrive is lost.
// 2. The page is readable and usable without script (links, GET forms), so its ~200 KB of start-up scripts are
//    asked for once its main photo (the one image with fetchpriority="high", its largest paint) is on the screen:
//    on a slow mobile link the photo then has the bandwidth to itself, and the first paint does not wait for code
//    the visitor does not need to see the page. (Asking as soon as the photo has arrived, before it is painted,
//    leaves a real phone's paint where it was, but puts the scripts before the largest paint in the page's
//    dependency graph, and Lighthouse's simulated LCP doubled on /search.) A page without such a photo starts them
//    once its first paint is reported; a photo already there, a visitor who touches the page first, or a photo
//    slower than MAX_WAIT_MS starts them at once.
// Classic script, no syntax newer than the browsers the site supports need; full-line comments and indentation are
// dropped when it is inlined, so nothing else may span lines in a way that needs them.
(function () {
  var MAX_WAIT_MS = 3000;
  var SLICE_MS = 5;
  var INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  var me = document.currentScript;
  var main = me && me.getAttribute('data-main');
  if (!main) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  var timer = 0;

  function start() {
    if (started) return;
    started = true;
    clearTimeout(timer);
    INTERACTIONS.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    // The entry first: a link has a few connections per server, and the entry is what runs first. Then the shell's
    // files and those of the page's remote modules: a remote's manifest is read by the federation runtime with
    // fetch (a CORS request), its scripts by <script> elements.
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
    appendPreloads(0);
  }

  // Each preload the browser starts costs the main thread a few milliseconds on a slow phone (its request is
  // prepared there), about 150 ms for a page's thirty at CPU ×4: in one task, a tap in it would wait that long.
  // They are added one or more at a time, for SLICE_MS at most after the first, each group in its own task: a task
  // stays well under the 50 ms that counts as blocking on a phone (and in Lighthouse, which multiplies what a
  // desktop measures by four). All are asked for within a few frames, long before the entry (a round trip away)
  // could ask for them itself.
  function appendPreloads(from) {
    var began = performance.now();
    var index = from;
    while (index < preload.length && (index === from || performance.now() - began < SLICE_MS)) {
      var href = preload[index];
      var link = document.createElement('link');
      link.rel = 'preload';
      if (/\.json$/.test(href)) {
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
      } else link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
      index += 1;
    }
    if (index < preload.length)
      setTimeout(function () {
        appendPreloads(index);
      }, 0);
  }

  // Once the browser has reported its first contentful paint (a paint entry: the page is on the screen, and
  // measured so), then a task: the scripts never count as something the first paint waited for. Browsers without
  // paint entries wait for a frame instead. A tab that never paints (hidden) starts at MAX_WAIT_MS.
  function afterFirstPaint() {
    var then = function () {
      setTimeout(start, 0);
    };
    var types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return requestAnimationFrame(then);
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  // Once the photo is decoded and the next frame painted: the photo on the screen, then the scripts.
  function afterPaint(photo) {
    var decoded = photo.decode ? photo.decode() : Promise.resolve();
    decoded
      .then(null, function () {})
      .then(function () {
        requestAnimationFrame(afterFirstPaint);
      });
  }

  // Until a block is live, its controls whose work is a script's carry data-awaits-script (@immo237/shared/ui's
  // useLiveControl): a click on one, an Enter in a form whose submit button is one, or the form's submit is held
  // here (the control marked aria-busy) and the control performs it once live. Nothing a visitor does in the
  // seconds before the scripts is lost, and nothing the application sends leaves as a native form.
  var held = (window.__immo237Held = window.__immo237Held || []);
  function hold(event, control) {
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(control) < 0) held.push(control);
    control.setAttribute('aria-busy', 'true');
    start();
  }
  function waitingSubmit(form) {
    return form && form.querySelector('[data-awaits-script="submit"]');
  }
  addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var control = target && target.closest && target.closest('[data-awaits-script]');
      if (control) hold(event, control);
    },
    true,
  );
  // A link whose tap is counted for the listing's owner ('Appeler', 'WhatsApp') carries the count's address until
  // the page is live (mf-catalog's earlyContactTap): a tap before then is counted here, and the link
  // goes on (the dialer or WhatsApp opens at once). Once live, the link's own handler counts it instead.
  addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var link = target && target.closest && target.closest('[data-count-tap]');
      if (!link || !window.fetch) return;
      fetch(link.getAttribute('data-count-tap'), {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: link.getAttribute('data-count-tap-body') || '{}',
      }).then(null, function () {});
    },
    true,
  );
  addEventListener(
    'keydown',
    function (event) {
      var field = event.target;
      if (event.key !== 'Enter' || !field || field.tagName !== 'INPUT') return;
      var submit = waitingSubmit(field.form);
      if (submit) hold(event, submit);
    },
    true,
  );
  addEventListener(
    'submit',
    function (event) {
      var submit = waitingSubmit(event.target);
      if (submit) hold(event, submit);
    },
    true,
  );

  // A field the server drew carries data-early-input until its block has taken over what was typed in it
  // (@immo237/shared/ui's useTypedBeforeHydration, which then reads the field itself). Until then the events of a
  // tap and a keystroke on it stay out of the application's sight: React, seeing one on a part of the page it has
  // not hydrated yet, hydrates the whole page at once in the middle of the keystroke (the browser then drops the
  // letter), or gives it to a field drawn but not yet on the page and writes back the value it knows.
  [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'click',
    'keydown',
    'keypress',
    'keyup',
    'textInput',
    'input',
    'change',
    'compositionstart',
    'compositionend',
    'paste',
    'cut',
    'drop',
  ].forEach(function (type) {
    addEventListener(
      type,
      function (event) {
        var field = event.target;
        if (field && field.hasAttribute && field.hasAttribute('data-early-input')) event.stopPropagation();
      },
      true,
    );
  });

  // The document is still being parsed when this runs: the photo is looked for once it is all there.
  function whenParsed() {
    var photo = document.querySelector('#root img[fetchpriority="high"]');
    if (!photo) return afterFirstPaint();
    if (photo.complete) return afterPaint(photo);
    photo.addEventListener('load', function () {
      afterPaint(photo);
    });
    photo.addEventListener('error', start);
  }

  INTERACTIONS.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  timer = setTimeout(start, MAX_WAIT_MS);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})();
