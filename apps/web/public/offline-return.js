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
  // again), so the server is asked first (HEAD goes past the worker's routes), a few times.
  var MAX_TRIES = 8;
  var trying = false;
  function tryReturn(attempt) {
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
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
  window.addEventListener('online', function () {
    if (trying) return;
    trying = true;
    tryReturn(0);
  });
})();
