import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { esAddresses } from '../../../i18n/es-addresses';
import { usePlaceAtPin } from '../hooks/use-place-at-pin';
import { useAddressDraft, type DraftTarget } from '../stores/address-draft-store';
import type { LatLng } from '../utils/geo';
import type { CoverageState } from '../utils/coverage-message';
import { CoverageAnswer } from './coverage-answer';

/**
 * The form's reminder of the pin: where it is in words (the address the geocoder finds there,
 * when the shop has one), whether the store gets there, and a way back to the map.
 */
export function PinSummary({
  target,
  pin,
  coverage,
  onRetry,
  changePath,
  geocoding,
}: {
  /** The draft holding the pin, and what is known of its address. */
  target: DraftTarget;
  pin: LatLng;
  coverage: CoverageState;
  onRetry: () => void;
  changePath: string;
  /** Whether the shop has a geocoder (the settings' `geocoding`) to tell the pin's address. */
  geocoding: boolean;
}) {
  const description = useAddressDraft(target)?.place?.description ?? null;
  // An edited address's own pin, or one confirmed before its answer came, is asked for here.
  const place = usePlaceAtPin({
    target,
    pin,
    known: description !== null,
    enabled: geocoding,
    delayMs: 0,
  });
  return (
    <section aria-labelledby="pin-summary-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h2 id="pin-summary-title" className="text-base font-bold">
            {esAddresses.addresses.pinSummaryTitle}
          </h2>
          <p className="text-sm break-words text-dark/70">
            {description ??
              (place.looking
                ? esAddresses.map.placeLooking
                : esAddresses.addresses.pinPlaceUnknown)}
          </p>
        </div>
        <Link to={changePath} className={buttonClasses('secondary', 'sm')}>
          {esAddresses.addresses.changePin}
        </Link>
      </div>
      <CoverageAnswer state={coverage} onRetry={onRetry} />
    </section>
  );
}
