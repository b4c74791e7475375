// The start-up of a page the server drew (shell/server/shell-server.mjs puts this script in its head in place of the
// shell's entry). The page is already readable and usable without script (links, GET forms), so its ~200 KB of
// start-up scripts are asked for once its main photo (the one image with fetchpriority="high", its largest paint)
// has arrived: on a slow mobile link the photo then has the bandwidth to itself instead of sharing it with code the
// visitor does not need to see the page. A page without such a photo, a photo already there, a visitor who touches
// the page first, or a photo slower than MAX_WAIT_MS starts them at once. Classic script, no syntax newer than
// the browsers the site supports need; the site's Content-Security-Policy allows it (same origin, not inline).
(function () {
  var MAX_WAIT_MS = 3000;
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
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }

  var photo = document.querySelector('#root img[fetchpriority="high"]');
  if (!photo || photo.complete) return start();
  photo.addEventListener('load', start);
  photo.addEventListener('error', start);
  INTERACTIONS.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  timer = setTimeout(start, MAX_WAIT_MS);
})();
