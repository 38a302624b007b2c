import './styles.css';
import { startApp } from './app/startup';

const container = document.getElementById('root');
if (container) void startApp(container);
