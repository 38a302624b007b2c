import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { ConsentBanner } from './consent-banner';
import { PrivacyNotice } from './privacy-notice';
import { resetTracking, startTracking } from '../tracking';
import { CONSENT_KEY } from '../utils/consent';

afterEach(() => {
  resetTracking();
});

const lastConsentCommand = () => {
  const entry = (window.dataLayer ?? []).at(-1) as ArrayLike<unknown> | undefined;
  return Array.from(entry ?? []);
};

it('asks until the shopper chooses, links the notice, and sends the choice at once', async () => {
  startTracking({ gtm_id: 'GTM-K9TEST1' }, '/tienda/interna');
  const { user } = renderWithProviders(
    <>
      <ConsentBanner privacyHref="/menu/interna/aviso-de-privacidad" />
      <CookiePreferencesButton />
    </>,
  );

  const banner = screen.getByRole('region', { name: 'Cookies y medición' });
  expect(screen.getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe(
    '/menu/interna/aviso-de-privacidad',
  );
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));

  expect(banner.isConnected).toBe(false);
  expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
  expect(lastConsentCommand()).toEqual([
    'consent',
    'update',
    {
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    },
  ]);

  await user.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
  expect(screen.getByRole('button', { name: 'Aceptar' }).getAttribute('aria-pressed')).toBe('true');
  await user.click(screen.getByRole('button', { name: 'Rechazar' }));
  expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
  expect(lastConsentCommand()[2]).toMatchObject({ analytics_storage: 'denied' });
  expect(screen.queryByRole('region', { name: 'Cookies y medición' })).toBeNull();
});

it('shows nothing where no tag manager is configured', () => {
  renderWithProviders(
    <>
      <ConsentBanner privacyHref="/menu/interna/aviso-de-privacidad" />
      <CookiePreferencesButton />
    </>,
  );
  expect(screen.queryByRole('region', { name: 'Cookies y medición' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Preferencias de cookies' })).toBeNull();
});

it('names the shop as responsible and offers its WhatsApp for ARCO requests', () => {
  renderWithProviders(<PrivacyNotice siteName="Canasta" supportWhatsapp="+52 55 1000 0000" />);

  expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeTruthy();
  expect(screen.getByText(/^Canasta es responsable del tratamiento/)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Tus derechos ARCO' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')).toBe(
    'https://wa.me/525510000000',
  );
});
