#!/usr/bin/env node
// Fills deploy/nginx/canasta.conf for one deployment (decision 055, docs/operations/deploy.md).
//
//   node deploy/nginx/render.mjs --listen 80 --upstreams 127.0.0.1:3001,127.0.0.1:3002 \
//     --web-dist /srv/canasta/apps/web/dist [--uploads /srv/canasta/data/uploads] \
//     [--down 127.0.0.1:3002] --out /etc/nginx/conf.d/canasta.conf
//
// With --standalone --prefix DIR it writes a whole nginx.conf whose pid, logs and temporary
// files live under DIR, for an nginx run by an ordinary user: nginx -p DIR -c OUT.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Each process: out of rotation for 5 s after one failure (decision 055). */
const SERVER_OPTIONS = 'max_fails=1 fail_timeout=5s';

/**
 * The configuration for `upstreams` (host:port each); those in `down` stay listed but receive
 * nothing (a rolling restart takes one out, reloads nginx, restarts it, puts it back).
 */
export function renderNginx({
  template = fs.readFileSync(path.join(HERE, 'canasta.conf'), 'utf8'),
  listen,
  upstreams,
  webDist,
  uploads,
  down = [],
  standalone = false,
  prefix,
}) {
  if (!listen) throw new Error('--listen is required (a port or address:port)');
  if (!upstreams?.length) throw new Error('--upstreams is required (host:port,host:port…)');
  if (!webDist) throw new Error('--web-dist is required (the web build, apps/web/dist)');
  const unknown = down.filter((address) => !upstreams.includes(address));
  if (unknown.length > 0) throw new Error(`--down names no upstream: ${unknown.join(', ')}`);
  if (down.length === upstreams.length) throw new Error('--down would leave no upstream');
  for (const address of upstreams) {
    if (!/^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i.test(address)) {
      throw new Error(`not a host:port: ${address}`);
    }
  }
  const servers = upstreams
    .map((address) => `    server ${address} ${down.includes(address) ? 'down' : SERVER_OPTIONS};`)
    .join('\n');
  let conf = template
    .replaceAll('{{listen}}', listen)
    .replaceAll('{{servers}}', servers)
    .replaceAll('{{web_dist}}', path.resolve(webDist).replace(/\/$/, ''));
  conf = uploads
    ? conf.replaceAll('{{uploads}}', path.resolve(uploads).replace(/\/$/, ''))
    : // Without the uploads folder on this host the app serves them (the catch-all location).
      conf.replace(/\n {4}location \/uploads\/ \{[\s\S]*?\n {4}\}\n/, '\n');
  const left = conf.match(/\{\{\w+\}\}/);
  if (left) throw new Error(`the template still has ${left[0]}`);
  if (!standalone) return conf;
  if (!prefix) throw new Error('--standalone needs --prefix (where pid, logs and temp files go)');
  return standaloneConf(path.resolve(prefix), conf);
}

/** A whole nginx.conf for one ordinary user: every file it writes is under `prefix`. */
function standaloneConf(prefix, site) {
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }';
  const temp = (name) => path.join(prefix, 'tmp', name);
  for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  const indented = site
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
  // Started by root, nginx's workers would run as nobody, who can't read a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by deploy/nginx/render.mjs --standalone; run: nginx -p ${prefix} -c <this file>
${user}worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;

events {
    worker_connections 1024;
}

http {
    ${mimeTypes}
    default_type application/octet-stream;
    sendfile on;
    access_log ${path.join(prefix, 'logs', 'access.log')};
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};

${indented}
}
`;
}

function main() {
  const { values } = parseArgs({
    options: {
      template: { type: 'string' },
      out: { type: 'string' },
      listen: { type: 'string' },
      upstreams: { type: 'string' },
      'web-dist': { type: 'string' },
      uploads: { type: 'string' },
      down: { type: 'string' },
      standalone: { type: 'boolean', default: false },
      prefix: { type: 'string' },
    },
  });
  const list = (text) =>
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const conf = renderNginx({
    ...(values.template ? { template: fs.readFileSync(values.template, 'utf8') } : {}),
    listen: values.listen,
    upstreams: list(values.upstreams),
    webDist: values['web-dist'],
    uploads: values.uploads,
    down: list(values.down),
    standalone: values.standalone,
    prefix: values.prefix,
  });
  if (values.out) fs.writeFileSync(values.out, conf);
  else process.stdout.write(conf);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`render.mjs: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
