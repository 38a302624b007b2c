/**
 * A rule between fields (an end after its start, a percentage within 1–100) runs as soon as
 * the fields it reads pass their own rules, even when other fields fail: zod skips it after any
 * failed field by default, and the form then hears of it only on its next try (decision 050).
 * The `when` option of `.refine` and `.superRefine`.
 */
export function whenFieldsPass(...fields: readonly string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    !payload.issues.some(
      // An issue without a path is the whole body's (null, not an object): no field to read.
      (issue) => !issue.path?.length || fields.includes(String(issue.path[0])),
    );
}
