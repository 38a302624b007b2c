// Starts the app on a server-rendered page once its HTML, and the first view's main picture,
// have been painted (decision 036): the page can be read at once, and the stylesheet and that
// picture (the page's largest paint) don't share the phone's connection with the app's
// JavaScript. The server writes the modules to load in the data attributes; the app then
// hydrates what is already on screen.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  function afterNextPaint(callback) {
    requestAnimationFrame(function () {
      setTimeout(callback, 0);
    });
  }
  function afterHeroPainted() {
    afterNextPaint(start);
  }
  // The server marks the first view's main picture (a banner, a product's photo, a listing's first
  // tile) as urgent. Its `load` comes before it is decoded, and a frame can still go out without
  // it: the app's downloads then started before the page's largest paint (decision 072).
  var hero = document.querySelector('img[fetchpriority="high"]');
  if (!hero) {
    afterNextPaint(start);
  } else if (typeof hero.decode === 'function') {
    hero.decode().then(afterHeroPainted, start);
  } else if (hero.complete) {
    afterNextPaint(start);
  } else {
    hero.addEventListener('load', afterHeroPainted);
    hero.addEventListener('error', start);
  }
  // A picture still on its way on a slow line, or a tab opened in the background (it paints no
  // frames): the app starts anyway.
  setTimeout(start, 2500);
})();
