// The service worker's "this page needs a connection" answer (offline.html, decision 039)
// stands in for the page the shopper asked for, under its address. (A file of its own: CSP
// forbids inline scripts.)
(function () {
  // "Ir a la tienda" leads to the home of the store in the address, which the shopper has
  // most likely seen (and so can open offline).
  var store = /^\/(?:tienda|menu)\/([^/]+)/.exec(window.location.pathname);
  var link = document.getElementById('store-home');
  if (store && link) link.setAttribute('href', '/tienda/' + store[1]);

  // Once the connection is back, the real page is loaded at the same address. The "online"
  // event can come before requests get through (and the worker would answer with this page
  // again), so the page is asked for first, past the worker (it leaves no-store reads to the
  // network), a few times. Its answer also leaves the page in the server's page cache, so the
  // reload's own request is answered well within the worker's network timeout.
  var MAX_TRIES = 8;
  var trying = false;
  function tryReturn(attempt) {
    fetch(window.location.href, { cache: 'no-store' })
      .then(function (response) {
        // Any answer short of a server error means the page can be loaded now.
        if (response.status < 500) window.location.reload();
        else retry(attempt);
      })
      .catch(function () {
        retry(attempt);
      });
  }
  function retry(attempt) {
    if (attempt + 1 >= MAX_TRIES || !navigator.onLine) {
      trying = false;
      return;
    }
    setTimeout(
      function () {
        tryReturn(attempt + 1);
      },
      1000 * (attempt + 1),
    );
  }
  function start() {
    if (trying) return;
    trying = true;
    tryReturn(0);
  }
  window.addEventListener('online', start);
  // Shown while the browser says it is online: the network was too slow for the worker's
  // timeout. Try again at once rather than wait for an "online" event that won't come.
  if (navigator.onLine) start();
})();
