/**
 * An element's text as a screen reader reads it: its text content without what is hidden from
 * assistive technology (`aria-hidden`), such as a value drawn on two lines for the eye beside
 * its one-line reading.
 */
export function spokenText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') {
      text += spokenText(node);
    }
  }
  return text;
}
