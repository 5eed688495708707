import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { applyLocale, configureApi, i18n, localeOfPath, pushConsentDefault, useAuth } from 'shared';
import 'shared/styles.css';
import { createRouter } from './app/router';
import { fetchRemotesConfig, setupFederation, type RemotesConfig } from './federation/registry';
import './styles/shell.css';

async function start(): Promise<void> {
  // Consent Mode default before anything else can push to the dataLayer (from stored choices).
  pushConsentDefault();
  const apiBase = document.querySelector<HTMLMetaElement>('meta[name="api-base-url"]')?.content ?? '';
  configureApi({ baseURL: apiBase });
  applyLocale(localeOfPath(window.location.pathname));

  let remotes: RemotesConfig = {};
  try {
    remotes = await fetchRemotesConfig();
  } catch (error) {
    // Without the registry every slot shows its fallback; the page still works.
    console.error('[shell] /remotes.json could not be loaded', error);
  }
  setupFederation(remotes, (id, error) => console.warn(`[shell] remote ${id} failed to load`, error));
  await useAuth.getState().fetchUser();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
