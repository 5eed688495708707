import { act, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from './useForm';

interface Values {
  name: string;
  password: string;
  topic: string;
  size: string;
  services: string[];
  consent: boolean;
}

const EMPTY: Values = { name: '', password: '', topic: 'a', size: 'small', services: [], consent: false };

/** A form on the kit, as pages have them; `seen` gets its state at every render. */
function TestForm({ seen }: { seen: (values: Values) => void }) {
  const form = useForm(EMPTY, null, { consent: 'agreement' });
  seen(form.values);
  return (
    <form ref={form.formRef} method="post">
      <input type="hidden" name="form" value="test" />
      <input name="name" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
      <input
        name="password"
        type="password"
        value={form.values.password}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <select name="topic" value={form.values.topic} onChange={(e) => form.set('topic', e.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      {['small', 'large'].map((size) => (
        <input
          key={size}
          type="radio"
          name="size"
          value={size}
          checked={form.values.size === size}
          onChange={() => form.set('size', size)}
        />
      ))}
      {['x', 'y'].map((service) => (
        <input
          key={service}
          type="checkbox"
          name="services"
          value={service}
          checked={form.values.services.includes(service)}
          onChange={() => undefined}
        />
      ))}
      <input
        type="checkbox"
        name="agreement"
        checked={form.values.consent}
        onChange={(e) => form.set('consent', e.target.checked)}
      />
    </form>
  );
}

describe('a form hydrating the server markup', () => {
  it('adopts what was typed, chosen and ticked before the scripts ran: nothing is wiped', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm seen={() => undefined} />);
    document.body.appendChild(container);
    const $ = (selector: string) => container.querySelector(selector) as HTMLInputElement & HTMLSelectElement;
    // The visitor fills the server's form before hydration.
    $('input[name=name]').value = 'Jana Nováková';
    $('input[name=password]').value = 'tajne-heslo';
    $('select[name=topic]').value = 'b';
    $('input[value=large]').checked = true;
    $('input[value=y]').checked = true;
    $('input[name=agreement]').checked = true;

    let state: Values = EMPTY;
    await act(async () => {
      hydrateRoot(container, <TestForm seen={(values) => (state = values)} />);
    });
    expect(state).toEqual({
      name: 'Jana Nováková',
      password: 'tajne-heslo',
      topic: 'b',
      size: 'large',
      services: ['y'],
      consent: true,
    });
    // And on screen still.
    expect($('input[name=name]').value).toBe('Jana Nováková');
    expect($('input[name=agreement]').checked).toBe(true);
    container.remove();
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm seen={() => undefined} />);
    document.body.appendChild(container);
    let renders = 0;
    let state: Values = EMPTY;
    await act(async () => {
      hydrateRoot(
        container,
        <TestForm
          seen={(values) => {
            renders++;
            state = values;
          }}
        />,
      );
    });
    expect(state).toEqual(EMPTY);
    // Strict mode aside, one render: no adoption re-render.
    expect(renders).toBe(1);
    container.remove();
  });
});

/** A form that puts back a stored draft on mount, as the enquiry form does. */
function DraftForm({ draft }: { draft: Partial<Values> }) {
  const form = useForm(EMPTY);
  useLayoutEffect(() => form.restore(draft), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <form ref={form.formRef}>
      <input name="name" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
      <input name="password" value={form.values.password} onChange={(e) => form.set('password', e.target.value)} />
    </form>
  );
}

describe('a form putting back a stored draft as it hydrates', () => {
  it('fills only what the visitor left empty, and never writes into what they are typing', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<DraftForm draft={{}} />);
    const name = container.querySelector('input[name=name]') as HTMLInputElement;
    name.value = 'Jana Nováková';
    name.focus();
    name.setSelectionRange(4, 4);
    // Every value the page writes into the name field from here on.
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const written: string[] = [];
    Object.defineProperty(HTMLInputElement.prototype, 'value', {
      ...native,
      set(this: HTMLInputElement, value: string) {
        if (this === name) written.push(value);
        native.set!.call(this, value);
      },
    });
    try {
      await act(async () => {
        hydrateRoot(container, <DraftForm draft={{ name: 'Older text', password: 'from the draft' }} />);
      });
    } finally {
      Object.defineProperty(HTMLInputElement.prototype, 'value', native);
    }
    expect(name.value).toBe('Jana Nováková');
    expect(written).toEqual([]);
    expect(name.selectionStart).toBe(4);
    expect((container.querySelector('input[name=password]') as HTMLInputElement).value).toBe('from the draft');
    container.remove();
  });
});
