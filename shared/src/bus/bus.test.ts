import { createBus } from './bus';

describe('event bus', () => {
  it('delivers typed payloads to every subscriber until they unsubscribe', () => {
    const bus = createBus();
    const seen: string[] = [];
    const off = bus.on('modal:open', (payload) => seen.push(`a:${payload.type}`));
    bus.on('modal:open', (payload) => seen.push(`b:${payload.type}`));
    bus.emit('modal:open', { type: 'contact-form' });
    off();
    bus.emit('modal:open', { type: 'text' });
    expect(seen).toEqual(['a:contact-form', 'b:contact-form', 'b:text']);
  });

  it('emits payload-less events and keeps other event types apart', () => {
    const bus = createBus();
    const closed = jest.fn();
    const opened = jest.fn();
    bus.on('modal:close', closed);
    bus.on('modal:open', opened);
    bus.emit('modal:close');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(opened).not.toHaveBeenCalled();
  });

  it('a failing listener does not stop the others', () => {
    const bus = createBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.on('notice', () => {
      throw new Error('remote bug');
    });
    bus.on('notice', after);
    bus.emit('notice', { kind: 'info', message: 'hello' });
    expect(after).toHaveBeenCalledWith({ kind: 'info', message: 'hello' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a handler unsubscribe itself while the event is delivered', () => {
    const bus = createBus();
    const second = jest.fn();
    const off = bus.on('smartpoint:toggle', () => off());
    bus.on('smartpoint:toggle', second);
    bus.emit('smartpoint:toggle', {});
    bus.emit('smartpoint:toggle', {});
    expect(second).toHaveBeenCalledTimes(2);
  });
});
