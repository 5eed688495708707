import axios from 'axios';
import { inProcessAdapter } from './inProcess';

describe("the server's in-process API calls", () => {
  it('send no content type with a call without a body, as the browser does; a JSON body keeps its own', async () => {
    const sent: Record<string, string>[] = [];
    const client = axios.create({
      adapter: inProcessAdapter(async (request) => {
        sent.push(request.headers ?? {});
        return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
      }),
    });
    await client.post('/api/auth/logout');
    await client.post('/api/auth/login', { email: 'a@b.cz' });
    expect(sent[0]).not.toHaveProperty('content-type');
    expect(sent[1]?.['content-type']).toMatch(/^application\/json/);
  });
});
