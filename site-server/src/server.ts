import { startServer } from 'api';
import { serveSite } from './serve';

/** `npm start`: one process serving the API (`/api`) and the site's pages and files. */
startServer((app) => serveSite(app)).catch((error) => {
  console.error(error);
  process.exit(1);
});
