#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) and the web app with HMR (Vite, proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@canasta/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@canasta/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
