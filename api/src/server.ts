import { startServer } from './start';

/** `npm start -w api`: the JSON API alone (every `/api` endpoint), without the site's pages. */
startServer().catch((error) => {
  console.error(error);
  process.exit(1);
});
