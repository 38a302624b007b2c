import type { Operator, StoreRole } from '@canasta/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PhoneInputField } from '../../../../components/ui/phone-input-field';
import { SelectField } from '../../../../components/ui/select-field';
import { FormError } from '../../../../components/ui/text-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formatLongDay } from '../../../../lib/dates';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../../lib/form-errors';
import { COUNTRY_CALLING_CODE, formatNationalDigits, NATIONAL_DIGITS } from '../../../../lib/phone';
import { notify } from '../../../../lib/toast';
import { AdminQuery } from '../../../components/admin-query';
import { DataList } from '../../../components/data-list';
import { useAdminSession } from '../../../lib/admin-session';
import { useOperators } from '../api/get-operators';
import { useSetOperatorRole } from '../api/set-operator-role';

const copy = esAdminSetup.team;
const common = esAdminSetup.common;

/** "+52 55 1000 0004". */
function phoneText(phone: string): string {
  const national = `+${COUNTRY_CALLING_CODE}`;
  return phone.startsWith(national) && phone.length === national.length + NATIONAL_DIGITS
    ? `${national} ${formatNationalDigits(phone.slice(national.length))}`
    : phone;
}

/**
 * The store's team (owner only): who runs it and with what role, a role changed in place, a
 * person taken off, and someone added by their phone. The store keeps one owner at least: the
 * server's refusal says so here.
 */
export function TeamManager({ slug }: { slug: string }) {
  const operators = useOperators(slug);
  const setRole = useSetOperatorRole(slug);
  const me = useAdminSession((state) => state.user);
  const [listError, setListError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Operator | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const changeRole = (operator: Operator, role: StoreRole) => {
    setListError(null);
    setRole.mutate(
      { phone: operator.phone, role },
      {
        onSuccess: () => notify.success(copy.roleChanged(operator.name, copy.roles[role])),
        onError: (error) => setListError(formProblems(error, []).general.join(' ')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="team-title" className="flex flex-col gap-3">
        <h2 id="team-title" ref={heading} tabIndex={-1} className="sr-only">
          {copy.caption}
        </h2>
        <p className="text-sm text-dark/75">{copy.rolesHint}</p>
        {listError ? (
          <p
            role="alert"
            className="rounded-xl bg-negative/10 p-3 text-sm font-medium text-negative"
          >
            {listError}
          </p>
        ) : null}
        <AdminQuery query={operators}>
          {(team) => (
            <DataList
              items={team}
              caption={copy.caption}
              getKey={(operator) => operator.user_id}
              columns={[
                {
                  header: copy.columns.person,
                  primary: true,
                  cell: (operator) =>
                    operator.user_id === me?.id ? `${operator.name} ${copy.you}` : operator.name,
                },
                { header: copy.columns.phone, cell: (operator) => phoneText(operator.phone) },
                {
                  header: copy.columns.role,
                  cell: (operator) => (
                    <label className="flex items-center">
                      <span className="sr-only">{copy.roleLabel(operator.name)}</span>
                      <select
                        value={operator.role}
                        disabled={setRole.isPending}
                        onChange={(event) => changeRole(operator, event.target.value as StoreRole)}
                        className="min-h-11 rounded-xl border border-dark/30 bg-white px-3 text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark"
                      >
                        <option value="owner">{copy.roles.owner}</option>
                        <option value="staff">{copy.roles.staff}</option>
                      </select>
                    </label>
                  ),
                },
                {
                  header: copy.columns.since,
                  wideOnly: true,
                  cell: (operator) => formatLongDay(operator.since.slice(0, 10)),
                },
                {
                  header: copy.columns.actions,
                  align: 'end',
                  cell: (operator) => (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={copy.removeLabel(operator.name)}
                      onClick={() => {
                        setRemoveError(null);
                        setRemoving(operator);
                      }}
                    >
                      {copy.remove}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </AdminQuery>
      </section>
      <AddOperatorForm slug={slug} />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? copy.removeTitle(removing.name) : ''}
        description={copy.removeDescription}
        confirmLabel={copy.remove}
        busyLabel={copy.removing}
        cancelLabel={common.cancel}
        busy={setRole.isPending}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setRole.mutate(
            { phone: removing.phone, role: null },
            {
              onSuccess: () => {
                notify.success(copy.removed(removing.name));
                setRemoving(null);
              },
              onError: (error) => setRemoveError(formProblems(error, []).general.join(' ')),
            },
          );
        }}
        returnFocus={() => heading.current}
      />
    </div>
  );
}

function AddOperatorForm({ slug }: { slug: string }) {
  const setRole = useSetOperatorRole(slug);
  const [digits, setDigits] = useState('');
  const [role, setRoleValue] = useState<StoreRole>('staff');
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setRole.isPending) return;
    if (digits.length !== NATIONAL_DIGITS) {
      setProblems({ fields: { phone: copy.phoneIncomplete }, general: [] });
      return;
    }
    setProblems(NO_PROBLEMS);
    setRole.mutate(
      { phone: `+${COUNTRY_CALLING_CODE}${digits}`, role },
      {
        onSuccess: (operator) => {
          if (operator) notify.success(copy.added(operator.name));
          setDigits('');
        },
        onError: (error) => setProblems(formProblems(error, ['role'])),
      },
    );
  };

  return (
    <section aria-labelledby="team-add-title" className="flex flex-col gap-3">
      <h2 id="team-add-title" className="text-xl font-bold">
        {copy.addTitle}
      </h2>
      <p className="text-sm text-dark/75">{copy.addHint}</p>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="team-add-title"
        className="grid gap-3 rounded-2xl border border-dark/10 bg-white p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <PhoneInputField
          label={copy.phone}
          countryCode={copy.countryCode}
          placeholder={copy.phonePlaceholder}
          digits={digits}
          onDigitsChange={setDigits}
          error={problems.fields.phone}
          autoComplete="off"
        />
        <SelectField
          label={copy.role}
          value={role}
          onChange={(event) => setRoleValue(event.target.value as StoreRole)}
          error={problems.fields.role}
        >
          <option value="staff">{copy.roles.staff}</option>
          <option value="owner">{copy.roles.owner}</option>
        </SelectField>
        <Button
          type="submit"
          aria-disabled={setRole.isPending || undefined}
          aria-busy={setRole.isPending}
        >
          {setRole.isPending ? copy.adding : copy.add}
        </Button>
        <div className="sm:col-span-3">
          <FormError messages={problems.general} />
        </div>
      </form>
    </section>
  );
}
