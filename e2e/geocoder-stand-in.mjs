// A local stand-in for a Nominatim service, so the end-to-end run searches addresses without
// the network. It answers `/search` and `/reverse` in Nominatim's `jsonv2` shape (with
// `addressdetails`) from the few places below; `/status` tells Playwright it is up.
import http from 'node:http';

const ROMA_SUR = {
  lat: '19.4075',
  lon: '-99.1673',
  display_name: 'Calle Medellín 235, Roma Sur, Cuauhtémoc, Ciudad de México, 06760, México',
  address: {
    house_number: '235',
    road: 'Calle Medellín',
    neighbourhood: 'Roma Sur',
    city_district: 'Cuauhtémoc',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    postcode: '06760',
    country_code: 'mx',
  },
};
const ROMA_NORTE = {
  lat: '19.4195',
  lon: '-99.1640',
  display_name: 'Calle Medellín 10, Roma Norte, Cuauhtémoc, Ciudad de México, 06700, México',
  address: {
    house_number: '10',
    road: 'Calle Medellín',
    neighbourhood: 'Roma Norte',
    city_district: 'Cuauhtémoc',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    postcode: '06700',
    country_code: 'mx',
  },
};
const GUADALAJARA = {
  lat: '20.6736',
  lon: '-103.344',
  display_name: 'Avenida Chapultepec, Americana, Guadalajara, Jalisco, 44160, México',
  address: {
    road: 'Avenida Chapultepec',
    suburb: 'Americana',
    city: 'Guadalajara',
    state: 'Jalisco',
    postcode: '44160',
    country_code: 'mx',
  },
};

const plain = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function search(q) {
  const wanted = plain(q);
  if (wanted.includes('medellin')) return [ROMA_SUR, ROMA_NORTE];
  if (wanted.includes('chapultepec')) return [GUADALAJARA];
  return [];
}

/** The nearest known place within about 20 km, else Nominatim's "no address here". */
function reverse(lat, lng) {
  const near = [ROMA_SUR, ROMA_NORTE, GUADALAJARA]
    .map((place) => ({ place, d: Math.hypot(Number(place.lat) - lat, Number(place.lon) - lng) }))
    .sort((a, b) => a.d - b.d)[0];
  return near && near.d < 0.2 ? near.place : { error: 'Unable to geocode' };
}

const port = Number(process.env.PORT ?? 23302);
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = url.searchParams;
    let body;
    if (url.pathname === '/search') body = search(params.get('q') ?? '');
    else if (url.pathname === '/reverse') {
      body = reverse(Number(params.get('lat')), Number(params.get('lon')));
    } else if (url.pathname === '/status') body = { status: 'OK' };
    else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  })
  .listen(port, '127.0.0.1');
