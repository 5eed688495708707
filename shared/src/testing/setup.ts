// Jest setup of every browser package: the mock API listens for the whole run, each test starts
// from the default answers with no recorded requests, and a request nobody answers fails the test.
import { resetRequests, server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRequests();
});
afterAll(() => server.close());
