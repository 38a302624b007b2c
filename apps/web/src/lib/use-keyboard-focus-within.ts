import { useEffect, useState, type FocusEvent } from 'react';

type Modality = 'keyboard' | 'pointer';

// How the last focus was moved, for the whole page: a key press, or a tap, click or pen.
let modality: Modality = 'pointer';
let listeners = 0;
const onKey = (event: KeyboardEvent) => {
  if (!event.metaKey && !event.altKey && !event.ctrlKey) modality = 'keyboard';
};
const onPointer = () => {
  modality = 'pointer';
};

/**
 * Whether focus has come into an element from the keyboard (Tab, arrows), for help only keyboard
 * users need: a tap or a click never turns it on. Like `:focus-visible`, but it stays on once
 * shown, and a component test can drive it. Spread `onFocus` on the element.
 */
export function useKeyboardFocusWithin(): {
  keyboard: boolean;
  onFocus: (event: FocusEvent) => void;
} {
  const [keyboard, setKeyboard] = useState(false);
  useEffect(() => {
    if (listeners++ === 0) {
      document.addEventListener('keydown', onKey, true);
      document.addEventListener('pointerdown', onPointer, true);
    }
    return () => {
      if (--listeners === 0) {
        document.removeEventListener('keydown', onKey, true);
        document.removeEventListener('pointerdown', onPointer, true);
        modality = 'pointer';
      }
    };
  }, []);
  return {
    keyboard,
    onFocus: () => {
      if (modality === 'keyboard') setKeyboard(true);
    },
  };
}
