import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { formatPoint, type LatLng } from '../utils/geo';
import type { CoverageState } from '../utils/coverage-message';
import { CoverageAnswer } from './coverage-answer';

/** The form's reminder of the pin: where it is, whether the store gets there, and a way back. */
export function PinSummary({
  pin,
  coverage,
  onRetry,
  changePath,
}: {
  pin: LatLng;
  coverage: CoverageState;
  onRetry: () => void;
  changePath: string;
}) {
  const [lat, lng] = formatPoint(pin);
  return (
    <section aria-labelledby="pin-summary-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-col">
          <h2 id="pin-summary-title" className="text-base font-bold">
            {es.addresses.pinSummaryTitle}
          </h2>
          <p className="text-sm text-dark/70 tabular-nums">
            {es.addresses.pinCoordinates(lat, lng)}
          </p>
        </div>
        <Link to={changePath} className={buttonClasses('secondary', 'sm')}>
          {es.addresses.changePin}
        </Link>
      </div>
      <CoverageAnswer state={coverage} onRetry={onRetry} />
    </section>
  );
}
