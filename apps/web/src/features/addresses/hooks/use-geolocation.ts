import { useCallback, useEffect, useRef, useState } from 'react';
import { esAddresses } from '../../../i18n/es-addresses';
import type { LatLng } from '../utils/geo';

export type GeolocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** The Spanish reason for each way asking the device for its position can fail. */
export function geolocationMessage(problem: GeolocationProblem): string {
  switch (problem) {
    case 'denied':
      return esAddresses.map.locationDenied;
    case 'unavailable':
      return esAddresses.map.locationUnavailable;
    case 'timeout':
      return esAddresses.map.locationTimeout;
    case 'unsupported':
      return esAddresses.map.locationUnsupported;
  }
}

/** GeolocationPositionError codes (1, 2, 3) as problems. */
export function geolocationProblem(
  error: Pick<GeolocationPositionError, 'code'>,
): GeolocationProblem {
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/**
 * "Usar mi ubicación": asks the device where it is. Works only on a secure page (HTTPS or
 * localhost); without it, or when the shopper refuses, the reason is given in Spanish and the
 * pin stays where it was.
 */
export function useGeolocation(onFound: (point: LatLng) => void) {
  const [status, setStatus] = useState<'idle' | 'locating' | 'found' | 'failed'>('idle');
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);
  const found = useRef(onFound);
  const mounted = useRef(true);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation || window.isSecureContext === false) {
      setStatus('failed');
      setProblem('unsupported');
      return;
    }
    setStatus('locating');
    setProblem(null);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setStatus('found');
        found.current({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        if (!mounted.current) return;
        setStatus('failed');
        setProblem(geolocationProblem(error));
      },
      OPTIONS,
    );
  }, []);

  return {
    locate,
    status,
    message: problem ? geolocationMessage(problem) : null,
  };
}
