import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { i18n } from 'shared';

// Tests draw a page kind's components by themselves, not through the page that loads the kind's
// English texts with an English page: every feature's English texts are there from the start.
const features = path.join(__dirname, '..', 'features');
for (const feature of readdirSync(features)) {
  const file = path.join(features, feature, 'locales', 'en.json');
  if (existsSync(file)) i18n.addResourceBundle('en', 'content', JSON.parse(readFileSync(file, 'utf8')), true, true);
}
