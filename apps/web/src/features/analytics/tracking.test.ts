import { afterEach, expect, it, vi } from 'vitest';
import { isTagManagerLoaded, resetTracking, resumeTagManager, startTracking } from './tracking';
import { CONSENT_KEY, saveConsent } from './utils/consent';
import { pushEcommerce } from './utils/data-layer';
import { viewItem } from './utils/ga4-events';
import { claimPurchase, PURCHASES_KEY } from './utils/purchase-log';
import { makeItem } from '../../testing/factories';

afterEach(() => {
  resetTracking();
});

const gtmScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/gtm.js'),
  );

/** The data layer as plain values (`arguments` objects become arrays). */
const layer = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

it('without a container id loads nothing and pushes nothing', () => {
  startTracking({ gtm_id: null }, '/tienda/interna');
  pushEcommerce(viewItem(makeItem(1), 'Canasta Interna'));

  expect(window.dataLayer).toBeUndefined();
  expect(gtmScripts()).toHaveLength(0);
  expect(isTagManagerLoaded()).toBe(false);
});

it('pushes consent defaults (all denied) before it requests GTM as a script element', () => {
  startTracking({ gtm_id: 'GTM-ABC1234' }, '/tienda/interna');

  expect(layer()).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ],
    ['set', 'ads_data_redaction', true],
    { 'gtm.start': expect.any(Number) as number, event: 'gtm.js' },
  ]);
  expect(gtmScripts().map((script) => script.src)).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
  ]);
});

it('applies a remembered acceptance right after the defaults, and later choices as updates', () => {
  localStorage.setItem(CONSENT_KEY, 'granted');
  startTracking({ gtm_id: 'GTM-ABC1234' }, '/tienda/interna');
  saveConsent('denied');

  const granted = {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  };
  const denied = {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
  expect(layer().filter((entry) => Array.isArray(entry) && entry[0] === 'consent')).toEqual([
    ['consent', 'default', { ...denied, wait_for_update: 500 }],
    ['consent', 'update', granted],
    ['consent', 'update', denied],
  ]);
  expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
});

it('waits with GTM while the visit is on the card step, and loads it once the shopper leaves', () => {
  startTracking({ gtm_id: 'GTM-ABC1234' }, '/tienda/interna/payment_method');
  expect(gtmScripts()).toHaveLength(0);

  resumeTagManager('/tienda/interna/payment_method');
  expect(gtmScripts()).toHaveLength(0);

  resumeTagManager('/tienda/interna/pedido-realizado');
  expect(gtmScripts()).toHaveLength(1);
});

it('treats an id that is not a GTM container id as none, and says so', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  startTracking({ gtm_id: 'GTM-"><script>' }, '/tienda/interna');

  expect(gtmScripts()).toHaveLength(0);
  expect(window.dataLayer).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not a GTM container id/));
  warn.mockRestore();
});

it('pushes {ecommerce: null} before each ecommerce event', () => {
  startTracking({ gtm_id: 'GTM-ABC1234' }, '/tienda/interna');
  const event = viewItem(makeItem(1), 'Canasta Interna');
  pushEcommerce(event);

  expect(layer().slice(-2)).toEqual([{ ecommerce: null }, event]);
});

it('claims each purchase once per device', () => {
  expect(claimPurchase('CAN-000031')).toBe(true);
  expect(claimPurchase('CAN-000031')).toBe(false);
  expect(claimPurchase('CAN-000032')).toBe(true);
  expect(JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]')).toEqual([
    'CAN-000031',
    'CAN-000032',
  ]);
});
