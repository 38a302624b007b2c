import './styles.css';
import { startApp } from './app/startup';
import { startServiceWorker } from './pwa/start-service-worker';

const container = document.getElementById('root');
// The service worker comes after the app has started: it never competes with the first view.
if (container) void startApp(container).then(startServiceWorker);
