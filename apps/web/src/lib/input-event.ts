/**
 * The `inputType` of an input's native event ("deleteContentBackward" when deleting backwards),
 * or undefined where the browser (or a test DOM) doesn't say.
 */
export function inputTypeOf(event: Event): string | undefined {
  return 'inputType' in event && typeof event.inputType === 'string' ? event.inputType : undefined;
}
