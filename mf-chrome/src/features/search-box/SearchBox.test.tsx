import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { SearchBox, type SearchBoxVariant } from './SearchBox';

function renderBox(variant: SearchBoxVariant, path = '/kontakt', onSubmitted?: () => void) {
  renderWithProviders(<SearchBox variant={variant} onSubmitted={onSubmitted} />, { path });
}

const location = () => screen.getByTestId('location').textContent;

describe('SearchBox', () => {
  it('dropdown: the icon opens it and focuses the input; submit navigates to the search page with q and closes it', async () => {
    const user = userEvent.setup();
    renderBox('dropdown');
    const toggle = screen.getByRole('link', { name: 'Otevřít vyhledávání' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Without scripts (or opened in a new tab) the icon leads to the search page.
    expect(toggle).toHaveAttribute('href', '/hledani');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(location()).toBe('/kontakt');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByRole('searchbox', { name: 'Hledaný výraz' });
    expect(input).toHaveFocus();
    await user.type(input, 'sídlo Praha & Brno{Enter}');
    expect(location()).toBe('/hledani?q=' + encodeURIComponent('sídlo Praha & Brno'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('dropdown: Escape closes it and returns focus to the icon', async () => {
    const user = userEvent.setup();
    renderBox('dropdown');
    await user.click(screen.getByRole('link', { name: 'Otevřít vyhledávání' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otevřít vyhledávání' })).toHaveFocus();
  });

  it('dropdown: Space on the icon opens it as Enter does', async () => {
    const user = userEvent.setup();
    renderBox('dropdown');
    const toggle = screen.getByRole('link', { name: 'Otevřít vyhledávání' });
    toggle.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('searchbox', { name: 'Hledaný výraz' })).toHaveFocus();
    expect(location()).toBe('/kontakt');
  });

  it('inline: submits to the English search route and tells its holder', async () => {
    const user = userEvent.setup();
    const onSubmitted = jest.fn();
    renderBox('inline', '/en/contact', onSubmitted);
    await user.type(screen.getByRole('searchbox', { name: 'Search term' }), 'virtual office');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/en/search?q=virtual%20office');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('an empty query does not navigate', async () => {
    const user = userEvent.setup();
    renderBox('inline');
    await user.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(location()).toBe('/kontakt');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('is a real GET form to the search page, so it works without JavaScript', () => {
    renderBox('inline');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/hledani');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
  });
});
