/**
 * What the visitor put into a server-rendered form before the scripts took it over (typed,
 * autofilled, or restored by the browser's back button): the form's DOM holds it while the form's
 * state, made afresh in the browser, does not. Read per value key, under the control's name.
 */
export function typedValues(
  form: HTMLFormElement,
  values: Record<string, unknown>,
  names: Record<string, string>,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [key, current] of Object.entries(values)) {
    const name = names[key] ?? key;
    const controls = [...form.elements].filter(
      (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
        'name' in element && (element as HTMLInputElement).name === name,
    );
    if (controls.length === 0) continue;
    let found: unknown;
    if (Array.isArray(current)) {
      found = controls.filter((c) => c instanceof HTMLInputElement && c.checked).map((c) => c.value);
    } else if (typeof current === 'boolean') {
      found = controls.some((c) => c instanceof HTMLInputElement && c.checked);
    } else if (
      typeof current === 'string' &&
      controls.every((c) => c instanceof HTMLInputElement && c.type === 'radio')
    ) {
      // A group of radio buttons: the value of the one chosen.
      found = controls.find((c) => (c as HTMLInputElement).checked)?.value ?? current;
    } else if (typeof current === 'string') {
      // A text control (a password too: the visitor typed it into this page to send it), a
      // textarea or a select; never a hidden field, which the page itself fills, nor a file
      // input, whose early files the kit's FileInput takes up itself.
      const control = controls.find(
        (c) => !(c instanceof HTMLInputElement) || !['checkbox', 'radio', 'hidden', 'file'].includes(c.type),
      );
      if (!control) continue;
      found = control.value;
    } else continue;
    if (!sameValue(found, current)) typed[key] = found;
  }
  return typed;
}

/** Whether two form values (text, a ticked box, a list of ticked values) are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
