import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeStore } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { TalkToStore } from './talk-to-store';

it("opens a WhatsApp chat with the store's number, the message typed in", () => {
  renderWithProviders(
    <TalkToStore
      store={makeStore({ whatsapp: '+52 55 1234 5678' })}
      message="Hola, Canasta Roma Sur. Tengo una pregunta sobre Aguacate Hass."
    />,
  );

  const link = screen.getByRole('link', { name: 'Preguntar por WhatsApp a Canasta Roma Sur' });
  expect(link.getAttribute('href')).toBe(
    `https://wa.me/525512345678?text=${encodeURIComponent('Hola, Canasta Roma Sur. Tengo una pregunta sobre Aguacate Hass.')}`,
  );
  // Its visible words are in its name (WCAG 2.5.3), and WhatsApp opens beside the shop.
  expect(link.textContent).toBe('Preguntar por WhatsApp');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});

it('shows nothing when the store has no WhatsApp, or not a number one can dial', () => {
  const { rerender } = renderWithProviders(
    <TalkToStore store={makeStore({ whatsapp: null })} message="Hola" />,
  );
  expect(screen.queryByRole('link')).toBeNull();
  rerender(<TalkToStore store={makeStore({ whatsapp: '55' })} message="Hola" />);
  expect(screen.queryByRole('link')).toBeNull();
});
