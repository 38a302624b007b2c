import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LocateButton } from '../components/locate-button';
import { geolocationMessage, geolocationProblem } from './use-geolocation';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A device whose position request waits until the test answers it. */
function fakeGeolocation() {
  const pending: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: Success, failure: Failure, options?: PositionOptions) => {
        pending.push({ success, failure, options });
      },
    },
  });
  return pending;
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;
const failure = (code: number) => ({ code }) as GeolocationPositionError;

it('maps every way of failing to a Spanish reason', () => {
  expect(geolocationProblem({ code: 1 })).toBe('denied');
  expect(geolocationProblem({ code: 2 })).toBe('unavailable');
  expect(geolocationProblem({ code: 3 })).toBe('timeout');
  expect(geolocationMessage('denied')).toBe(
    'No nos diste permiso de ver tu ubicación. Actívalo en tu navegador o mueve el pin en el mapa.',
  );
  expect(geolocationMessage('unavailable')).toBe(
    'No pudimos saber dónde estás. Mueve el pin en el mapa.',
  );
  expect(geolocationMessage('timeout')).toMatch(/^Tardamos demasiado/);
  expect(geolocationMessage('unsupported')).toMatch(/^Tu navegador no puede compartir/);
});

it('"Usar mi ubicación" puts the pin where the device is', async () => {
  const pending = fakeGeolocation();
  const located = vi.fn();
  render(<LocateButton onLocated={located} />);
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
  const button = screen.getByRole('button', { name: 'Buscando tu ubicación…' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  // A second tap while looking asks nothing more.
  await user.click(button);
  expect(pending).toHaveLength(1);
  expect(pending[0]?.options).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });

  act(() => {
    pending[0]?.success(position(20.6736, -103.344));
  });
  expect(located).toHaveBeenCalledWith({ lat: 20.6736, lng: -103.344 });
  expect(screen.getByRole('button', { name: 'Usar mi ubicación' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says why when the shopper refuses, the device cannot tell, or it takes too long', async () => {
  const pending = fakeGeolocation();
  const located = vi.fn();
  render(<LocateButton onLocated={located} />);
  const user = userEvent.setup();

  for (const [code, text] of [
    [1, /No nos diste permiso/],
    [2, /No pudimos saber dónde estás/],
    [3, /Tardamos demasiado/],
  ] as const) {
    await user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    act(() => {
      pending.at(-1)?.failure(failure(code));
    });
    expect(screen.getByRole('alert').textContent).toMatch(text);
  }
  expect(located).not.toHaveBeenCalled();
});

it('without geolocation in the browser, says so at once', async () => {
  vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
  render(<LocateButton onLocated={vi.fn()} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'Tu navegador no puede compartir tu ubicación. Mueve el pin en el mapa.',
  );
});
