import type { AdminZone } from '@canasta/contract';
import type { Map as LeafletMap } from 'leaflet';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormError, TextField } from '../../../../components/ui/text-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { parsePesos, pesosText } from '../../../lib/pesos';
import { useSaveZone } from '../api/save-zone';
import {
  type Corner,
  corner,
  cornersOf,
  outlineProblem,
  polygonOf,
  type OutlineProblem,
} from '../utils/zone-outline';
import { type MapZone, ZoneMap } from './zone-map';

const copy = esAdminSetup.delivery.zones;
const common = esAdminSetup.common;
const FIELDS = ['name', 'polygon', 'delivery_fee_cents', 'min_order_cents'] as const;

export interface ZoneEditorProps {
  slug: string;
  /** The zone to change, or null for a new one. */
  zone: AdminZone | null;
  /** The store's other zones, drawn in grey for reference. */
  others: readonly MapZone[];
  center: Corner;
  tileUrl: string;
  onDone: () => void;
}

function problemText(problem: OutlineProblem): string {
  if (problem.kind === 'few') return copy.needsPoints;
  if (problem.kind === 'repeated') return copy.repeated;
  return copy.crossing(problem.sides);
}

/**
 * A zone's name, fee, minimum and outline, drawn on the map. The outline is checked while it is
 * drawn (the contract's check, the server's own): a crossing outline is drawn red and said in
 * words before anything is sent; what the server still refuses shows beside its field.
 */
export function ZoneEditor({ slug, zone, others, center, tileUrl, onDone }: ZoneEditorProps) {
  const save = useSaveZone(slug);
  const [name, setName] = useState(zone?.name ?? '');
  const [fee, setFee] = useState(zone ? pesosText(zone.delivery_fee_cents) : '');
  const [minimum, setMinimum] = useState(zone ? pesosText(zone.min_order_cents) : '');
  const [corners, setCorners] = useState<Corner[]>(() => cornersOf(zone?.polygon ?? null));
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const onMapReady = useCallback((ready: LeafletMap | null) => setMap(ready), []);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const hintId = useId();
  const outlineId = useId();
  const outline = outlineProblem(corners);
  const title = zone ? copy.editTitle(zone.name) : copy.newTitle;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const feeCents = parsePesos(fee);
    const minimumCents = parsePesos(minimum);
    const fields: Partial<Record<string, string>> = {};
    if (name.trim() === '') fields.name = common.required;
    if (feeCents === null) fields.delivery_fee_cents = common.pesosInvalid;
    if (minimumCents === null) fields.min_order_cents = common.pesosInvalid;
    if (outline) fields.polygon = problemText(outline);
    if (Object.keys(fields).length > 0 || feeCents === null || minimumCents === null) {
      setProblems({ fields, general: [] });
      return;
    }
    setProblems(NO_PROBLEMS);
    save.mutate(
      {
        id: zone?.id ?? null,
        body: {
          name: name.trim(),
          polygon: polygonOf(corners),
          delivery_fee_cents: feeCents,
          min_order_cents: minimumCents,
        },
      },
      {
        onSuccess: (saved) => {
          notify.success(zone ? copy.saved(saved.name) : copy.created(saved.name));
          onDone();
        },
        onError: (error) => setProblems(formProblems(error, FIELDS)),
      },
    );
  };

  const liveProblem = outline && outline.kind !== 'few' ? problemText(outline) : null;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${outlineId}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-dark/10 bg-white p-4"
    >
      <h3
        id={`${outlineId}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold outline-none"
      >
        {title}
      </h3>
      {zone?.problem ? (
        <p role="status" className="rounded-xl bg-warning/20 p-3 text-sm">
          {zone.problem}
        </p>
      ) : null}
      <TextField
        label={copy.name}
        placeholder={copy.namePlaceholder}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        error={problems.fields.name}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.fee}
          hint={common.pesosHint}
          inputMode="decimal"
          prefix="$"
          value={fee}
          onChange={(event) => setFee(event.target.value)}
          error={problems.fields.delivery_fee_cents}
        />
        <TextField
          label={copy.minimum}
          hint={common.pesosHint}
          inputMode="decimal"
          prefix="$"
          value={minimum}
          onChange={(event) => setMinimum(event.target.value)}
          error={problems.fields.min_order_cents}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{copy.area}</legend>
        <p id={hintId} className="text-sm text-dark/75">
          {copy.drawHint} {copy.keyboardHint} {others.length > 0 ? copy.otherZones : null}
        </p>
        <ZoneMap
          center={center}
          tileUrl={tileUrl}
          corners={corners}
          onCornersChange={setCorners}
          others={others}
          invalid={liveProblem !== null}
          describedBy={hintId}
          onMapReady={onMapReady}
        />
        <p aria-live="polite" className="text-sm text-dark/75">
          {copy.points(corners.length)}
        </p>
        {liveProblem ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {liveProblem}
          </p>
        ) : null}
        {problems.fields.polygon && problems.fields.polygon !== liveProblem ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {problems.fields.polygon}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!map}
            onClick={() => {
              if (!map) return;
              const { lat, lng } = map.getCenter();
              setCorners([...corners, corner(lat, lng)]);
            }}
          >
            {copy.pointAtCenter}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={corners.length === 0}
            onClick={() => setCorners(corners.slice(0, -1))}
          >
            {copy.undoPoint}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={corners.length === 0}
            onClick={() => setCorners([])}
          >
            {copy.clear}
          </Button>
        </div>
      </fieldset>
      <FormError messages={problems.general} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {common.cancel}
        </Button>
        <Button
          type="submit"
          aria-disabled={save.isPending || undefined}
          aria-busy={save.isPending}
        >
          {save.isPending ? common.saving : common.save}
        </Button>
      </div>
    </form>
  );
}
