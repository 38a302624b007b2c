import './styles.css';
import { preloadRoutesPastCatalogue } from './app/router';
import { startApp } from './app/startup';
import { whenSettled } from './lib/when-settled';
import { startServiceWorker } from './pwa/start-service-worker';

const container = document.getElementById('root');
// The service worker comes after the app has started: it never competes with the first view.
// Nor do the routes past the catalogue, which the shopper's first tap on the cart would wait for.
if (container)
  void startApp(container).then(() => {
    startServiceWorker();
    whenSettled(preloadRoutesPastCatalogue);
  });
