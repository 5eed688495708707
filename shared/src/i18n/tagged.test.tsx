import { render } from '@testing-library/react';
import { withTags } from './tagged';

describe('withTags', () => {
  it('renders the marked words of a sentence with their renderers, in order', () => {
    const { container } = render(
      <p>
        {withTags('Zavolejte na <phone>+420 222 555 010</phone> nebo napište na <mail>info@x.cz</mail>.', {
          phone: (words) => <a href="tel:+420222555010">{words}</a>,
          mail: (words) => <a href="mailto:info@x.cz">{words}</a>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Zavolejte na <a href="tel:+420222555010">+420 222 555 010</a> nebo napište na <a href="mailto:info@x.cz">info@x.cz</a>.</p>',
    );
  });

  it('never turns the sentence into markup: other angle brackets stay text', () => {
    const { container } = render(<p>{withTags('<img src=x onerror=alert(1)> a <b>tučně</b>', {})}</p>);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> a tučně');
  });
});
