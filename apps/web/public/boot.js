// Starts the app on a server-rendered page once its HTML has been painted (decision 036): the
// page can be read at once, and the first view's stylesheet and picture don't share the
// phone's connection with the app's JavaScript. The server writes the modules to load in the
// data attributes; the app then hydrates what is already on screen.
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
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background paints no frames: it starts anyway.
  setTimeout(start, 500);
})();
