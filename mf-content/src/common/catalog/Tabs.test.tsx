import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
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

  it('as links: each tab has its address, all in the tab order until the scripts run, then one', () => {
    const hrefOf = (id: string) => `/regions?tab=${id}`;
    const onSelect = jest.fn();
    const tabs = (
      <Tabs label="Regions" idPrefix="t" tabs={TABS} active="eu" onSelect={onSelect} hrefOf={hrefOf}>
        <p>Panel</p>
      </Tabs>
    );
    // The server's markup: links a keyboard reaches one by one without scripts.
    const html = renderToString(tabs);
    expect(html).toContain('href="/regions?tab=offshore"');
    expect(html).not.toContain('tabindex="-1"');

    render(tabs);
    const offshore = screen.getByRole('tab', { name: 'Offshore' });
    expect(offshore).toHaveAttribute('href', '/regions?tab=offshore');
    expect(offshore).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'EU' })).toHaveAttribute('tabindex', '0');
    // A plain click selects in place; one with a modifier is the browser's (a new tab).
    fireEvent.click(offshore, { ctrlKey: true });
    expect(onSelect).not.toHaveBeenCalled();
    expect(fireEvent.click(offshore)).toBe(false);
    expect(onSelect).toHaveBeenCalledWith('offshore');
  });
});
