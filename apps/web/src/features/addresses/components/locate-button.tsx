import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { esAddresses } from '../../../i18n/es-addresses';
import { useGeolocation } from '../hooks/use-geolocation';
import type { LatLng } from '../utils/geo';

/**
 * "Usar mi ubicación": puts the pin where the device says it is, or says why it can't. With
 * `auto`, it asks at once when the shopper has already allowed it (Permissions API): no prompt
 * pops up unasked.
 */
export function LocateButton({
  onLocated,
  auto = false,
}: {
  onLocated: (point: LatLng) => void;
  auto?: boolean;
}) {
  const { locate, status, message } = useGeolocation(onLocated);
  const locating = status === 'locating';
  useLocateIfAllowed(auto, locate);
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          if (!locating) locate();
        }}
        aria-disabled={locating || undefined}
        aria-busy={locating || undefined}
      >
        {locating ? esAddresses.map.locating : esAddresses.map.useMyLocation}
      </Button>
      {message ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Once, on mount: locates when geolocation is already granted; otherwise does nothing. */
function useLocateIfAllowed(wanted: boolean, locate: () => void) {
  const asked = useRef(!wanted);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    // Older Safari has no Permissions API; the shopper then taps the button.
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    // Where locating can't work (no geolocation, not a secure page), the shopper isn't told so
    // unasked: the button says it when tapped.
    const usable = Boolean(navigator.geolocation) && window.isSecureContext !== false;
    if (typeof permissions?.query !== 'function' || !usable) return;
    let live = true;
    permissions
      .query({ name: 'geolocation' })
      .then((answer) => {
        if (live && answer.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locate]);
}
