import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const sources = {
  avif: '/p-200.avif 200w, /p-400.avif 400w',
  webp: '/p-200.webp 200w, /p-400.webp 400w',
};

it('offers AVIF, then WebP, at the sizes the layout needs, with the one file as fallback', () => {
  const { container } = render(
    <ResponsiveImage
      sources={sources}
      sizes="50vw"
      src="/p-400.webp"
      alt="Aguacate"
      width={400}
      height={400}
    />,
  );
  const [avif, webp] = [...container.querySelectorAll('source')];
  expect(avif?.getAttribute('type')).toBe('image/avif');
  expect(avif?.getAttribute('srcset')).toBe(sources.avif);
  expect(avif?.getAttribute('sizes')).toBe('50vw');
  expect(webp?.getAttribute('type')).toBe('image/webp');
  expect(webp?.getAttribute('srcset')).toBe(sources.webp);
  const image = screen.getByRole('img', { name: 'Aguacate' });
  expect(image.getAttribute('src')).toBe('/p-400.webp');
  expect(image.getAttribute('sizes')).toBe('50vw');
  expect(image.getAttribute('width')).toBe('400');
});

it('is a plain image when the picture is stored at one size only', () => {
  const { container } = render(
    <ResponsiveImage sources={null} sizes="50vw" src="/old.webp" alt="Foto" />,
  );
  expect(container.querySelector('picture')).toBeNull();
  expect(screen.getByRole('img', { name: 'Foto' }).getAttribute('src')).toBe('/old.webp');
});
