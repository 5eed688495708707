import { EARLY_INPUT_SCRIPT } from './earlyInput.head-script';

// The replay itself needs a visitor's (trusted) events and React's hydration: the end-to-end suite
// proves it with the page's scripts held back. Here: the head can run the script as text.
describe('the keeper of early input, as the head script', () => {
  it('runs from its text alone and listens once, however often it is run', () => {
    const listen = jest.spyOn(document, 'addEventListener');
    new Function(EARLY_INPUT_SCRIPT)();
    new Function(EARLY_INPUT_SCRIPT)(); // a page that runs it twice still keeps each press once
    expect(listen.mock.calls.map(([type]) => type)).toEqual(['click', 'keydown']);
    listen.mockRestore();
  });
});
