import { Button } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { useGeolocation } from '../hooks/use-geolocation';
import type { LatLng } from '../utils/geo';

/** "Usar mi ubicación": puts the pin where the device says it is, or says why it can't. */
export function LocateButton({ onLocated }: { onLocated: (point: LatLng) => void }) {
  const { locate, status, message } = useGeolocation(onLocated);
  const locating = status === 'locating';
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
        {locating ? es.map.locating : es.map.useMyLocation}
      </Button>
      {message ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {message}
        </p>
      ) : null}
    </div>
  );
}
