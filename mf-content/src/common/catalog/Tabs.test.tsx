import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { tabForKey, Tabs } from './Tabs';

const TABS = [
  { id: 'eu', label: 'EU' },
  { id: 'non-eu', label: 'Non-EU' },
  { id: 'offshore', label: 'Offshore' },
];

function Harness() {
  const [active, setActive] = useState('eu');
  return (
    <Tabs label="Regions" idPrefix="t" tabs={TABS} active={active} onSelect={setActive}>
      <p>Panel {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves with the arrows (wrapping), Home and End', () => {
    expect(tabForKey('ArrowRight', TABS, 'eu')).toBe('non-eu');
    expect(tabForKey('ArrowRight', TABS, 'offshore')).toBe('eu');
    expect(tabForKey('ArrowLeft', TABS, 'eu')).toBe('offshore');
    expect(tabForKey('Home', TABS, 'offshore')).toBe('eu');
    expect(tabForKey('End', TABS, 'eu')).toBe('offshore');
    expect(tabForKey('a', TABS, 'eu')).toBeNull();
  });

  it('selects and focuses the next tab by keyboard, with one tab in the tab order and a labelled panel', () => {
    render(<Harness />);
    const eu = screen.getByRole('tab', { name: 'EU' });
    expect(eu).toHaveAttribute('aria-selected', 'true');
    expect(eu).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Non-EU' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'EU' })).toHaveTextContent('Panel eu');

    eu.focus();
    fireEvent.keyDown(eu, { key: 'ArrowRight' });
    const nonEu = screen.getByRole('tab', { name: 'Non-EU' });
    expect(nonEu).toHaveAttribute('aria-selected', 'true');
    expect(nonEu).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Non-EU' })).toHaveTextContent('Panel non-eu');

    fireEvent.keyDown(nonEu, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Offshore' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Offshore' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'EU' })).toHaveFocus();
  });
});
