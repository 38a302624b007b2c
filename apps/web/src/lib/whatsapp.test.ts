import { expect, it } from 'vitest';
import { whatsappLink } from './whatsapp';

it('dials the digits of the number, with the message typed in', () => {
  expect(whatsappLink('+52 55 1000-0000', 'Hola, ¿abren hoy?')).toBe(
    'https://wa.me/525510000000?text=Hola%2C%20%C2%BFabren%20hoy%3F',
  );
});

it('gives no link for a number without enough digits', () => {
  expect(whatsappLink('', 'Hola')).toBeNull();
  expect(whatsappLink('WhatsApp', 'Hola')).toBeNull();
  expect(whatsappLink('+52 55', 'Hola')).toBeNull();
});
