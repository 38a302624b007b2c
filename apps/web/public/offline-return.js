// The service worker's "this page needs a connection" answer (offline.html, decision 039)
// stands in for the page the shopper asked for, under its address. (A file of its own: CSP
// forbids inline scripts.)
(function () {
  // "Ir a la tienda" leads to the home of the store in the address, which the shopper has
  // most likely seen (and so can open offline).
  var store = /^\/(?:tienda|menu)\/([^/]+)/.exec(window.location.pathname);
  var link = document.getElementById('store-home');
  if (store && link) link.setAttribute('href', '/tienda/' + store[1]);
  // Once the connection is back, loading the same address again brings the real page.
  window.addEventListener('online', function () {
    window.location.reload();
  });
})();
