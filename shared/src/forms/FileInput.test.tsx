import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { applyLocale } from 'shared';
import { chooseFiles } from 'shared/testing';
import { FileInput, type Attachment } from './FileInput';

beforeEach(() => applyLocale('cs'));

const file = (index: number, status: Attachment['status'] = 'done'): Attachment => ({
  key: `k${index}`,
  name: `f${index}.pdf`,
  size: 2048,
  status,
  error: status === 'error' ? 'Tento typ souboru nelze nahrát.' : undefined,
});

describe('FileInput', () => {
  it('hands the chosen files to the form, lists them and removes one by its button', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    const onRemove = jest.fn();
    render(<FileInput id="f" attachments={[file(0), file(1, 'error')]} onAdd={onAdd} onRemove={onRemove} />);
    const input = screen.getByLabelText(/Přílohy/);
    expect(input).toHaveAccessibleDescription(/Nejvýše 5 souborů, každý do 10 MB/);
    const chosen = new File(['x'], 'smlouva.pdf', { type: 'application/pdf' });
    await user.upload(input, chosen);
    expect(onAdd).toHaveBeenCalledWith([chosen]);

    const list = screen.getByRole('list', { name: 'Přiložené soubory' });
    expect(list).toHaveTextContent(/f0\.pdf2\s?kBNahráno/);
    expect(screen.getByRole('alert')).toHaveTextContent('Tento typ souboru nelze nahrát.');
    await user.click(screen.getByRole('button', { name: 'Odebrat soubor f1.pdf' }));
    expect(onRemove).toHaveBeenCalledWith('k1');
  });

  it('stops taking files at the upload limit (failed uploads do not count)', () => {
    const attachments = [0, 1, 2, 3, 4].map((index) => file(index));
    const { rerender } = render(
      <FileInput id="f" attachments={attachments} onAdd={() => undefined} onRemove={() => undefined} />,
    );
    expect(screen.getByLabelText(/Přílohy/)).toBeDisabled();
    expect(screen.getByText('Přiložit lze nejvýše 5 souborů.')).toBeInTheDocument();
    rerender(
      <FileInput
        id="f"
        attachments={[...attachments.slice(1), file(5, 'error')]}
        onAdd={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(screen.getByLabelText(/Přílohy/)).toBeEnabled();
  });

  it('describes the input by the error of its field', () => {
    render(
      <FileInput
        id="f"
        attachments={[]}
        onAdd={() => undefined}
        onRemove={() => undefined}
        errors={['Neplatný soubor.']}
      />,
    );
    expect(screen.getByLabelText(/Přílohy/)).toHaveAccessibleDescription(/MB.*Neplatný soubor\.$/);
  });
});

describe('FileInput hydrating the server markup', () => {
  it('hands the files chosen before the scripts ran to the form once, and lets them go from the input', async () => {
    const page = (onAdd: (files: File[]) => void) => (
      <FileInput id="f" attachments={[]} onAdd={onAdd} onRemove={() => undefined} />
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page(() => undefined));
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const early = [new File(['%PDF'], 'zadani.pdf', { type: 'application/pdf' }), new File(['x'], 'vypis.pdf')];
    chooseFiles(input, early);

    const onAdd = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(onAdd));
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(early);
    // The very element the server sent, now empty: the same file can be chosen again.
    expect(container.querySelector('input[type=file]')).toBe(input);
    expect(input.files).toHaveLength(0);
    container.remove();
  });

  it('hands nothing over when no file was chosen', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <FileInput id="f" attachments={[]} onAdd={() => undefined} onRemove={() => undefined} />,
    );
    const onAdd = jest.fn();
    await act(async () => {
      hydrateRoot(container, <FileInput id="f" attachments={[]} onAdd={onAdd} onRemove={() => undefined} />);
    });
    expect(onAdd).not.toHaveBeenCalled();
    container.remove();
  });
});
