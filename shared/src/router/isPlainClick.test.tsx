import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { isPlainClick } from './isPlainClick';

/** A link whose handler records whether the page's scripts would take the click. */
function renderLink(seen: boolean[], handledBefore = false) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (handledBefore) event.preventDefault();
    seen.push(isPlainClick(event));
  };
  render(
    <a href="/kontaktni-formular" onClick={onClick}>
      Zeptejte se
    </a>,
  );
  return screen.getByRole('link', { name: 'Zeptejte se' });
}

describe('isPlainClick', () => {
  it('takes a plain left click', () => {
    const seen: boolean[] = [];
    fireEvent.click(renderLink(seen));
    expect(seen).toEqual([true]);
  });

  it.each([
    ['with Ctrl (a new tab)', { ctrlKey: true }],
    ['with Shift (a new window)', { shiftKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with Alt (a download)', { altKey: true }],
    ['with the middle button', { button: 1 }],
  ])('leaves a click %s to the browser', (_, init) => {
    const seen: boolean[] = [];
    fireEvent.click(renderLink(seen), init);
    expect(seen).toEqual([false]);
  });

  it('leaves a click another handler has already taken', () => {
    const seen: boolean[] = [];
    fireEvent.click(renderLink(seen, true));
    expect(seen).toEqual([false]);
  });
});
