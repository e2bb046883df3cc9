/*
 * Starts the app on a page the server drew (server/http/screen-preloads.ts writes this
 * script's attributes): once the page has loaded and painted, so that on a slow phone
 * the screen's stylesheets and pictures get the network first and the visitor reads the
 * page while the script arrives. Taps on buttons before the app runs are kept and
 * handed to it (src/app/early-taps.ts), so none is lost; links work without script.
 */
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var chunks = (me.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var taps = [];

  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    taps.push(button);
  }
  document.addEventListener('click', keep, true);
  /** Called by the app once it has taken the page over: the buttons tapped so far, in order. */
  window.earlyTaps = function () {
    document.removeEventListener('click', keep, true);
    return taps.splice(0);
  };

  var started = false;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    // Each preload costs the main thread a few milliseconds on a slow phone (up to 17 ms
    // at a 4x slowdown): thirty in one task held it for over 100 ms. One per task, so
    // that a tap is answered in between (docs/decisions/model-page-without-zod.md).
    var next = 0;
    (function preloadNext() {
      if (next === chunks.length) return;
      preload(chunks[next++]);
      setTimeout(preloadNext, 0);
    })();
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  // A picture that takes long must not hold the app back for ever.
  setTimeout(start, 3000);
})();
