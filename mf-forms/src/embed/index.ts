import * as federationRuntime from '@module-federation/runtime-core';
import { defineEnquiryForm, StyleSheets, type FormModule } from './element';

/**
 * The one-line embed, `<script src="https://<site>/embed/enquiry.js" async></script>`: defines
 * `<enquiry-form>` on any page. The form comes from the site the script was loaded from: the live
 * address of mf-forms from the site's `/remotes.json` (so a redeployed remote is followed), its
 * `remoteEntry.js` as a classic script, then the container's `./mount` module. The page needs no
 * React and no federation runtime of its own: the remote's production entry takes the federation
 * runtime core from a global, which the site's shell publishes on its own pages and this script
 * publishes here.
 */

interface Container {
  init(shareScope: object): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

declare global {
  interface Window {
    mf_forms?: Container;
    /** The federation runtime core a remote's production entry uses (published by the shell or by this script). */
    _FEDERATION_RUNTIME_CORE?: unknown;
    /** Where mf-forms' CSS loader puts the form's style sheets on a page that embeds it (see webpack.config.cjs). */
    __enquiryEmbedStyles?: (link: HTMLLinkElement) => void;
  }
}

const FAILURE = {
  cs: 'Formulář se nepodařilo načíst. Napište nám prosím na info@sidlopartner.cz nebo zavolejte na +420 222 555 010.',
  en: 'The form could not be loaded. Please write to info@sidlopartner.cz or call +420 222 555 010.',
};

/** The address of mf-forms' entry on the site: from the live remotes map, else the default path. */
async function entryUrl(siteUrl: string): Promise<string> {
  try {
    const answer = await fetch(new URL('/remotes.json', siteUrl), { credentials: 'omit' });
    const map = (await answer.json()) as Record<string, unknown>;
    if (typeof map.mf_forms === 'string') return new URL('remoteEntry.js', new URL(map.mf_forms, siteUrl)).href;
  } catch {
    // An older site or a blocked request: the remote's default place.
  }
  return new URL('/remotes/mf-forms/remoteEntry.js', siteUrl).href;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
}

async function loadForm(siteUrl: string): Promise<FormModule> {
  await loadScript(await entryUrl(siteUrl));
  const container = window.mf_forms;
  if (!container) throw new Error('remoteEntry.js did not define mf_forms');
  await container.init({});
  const factory = await container.get('./mount');
  return factory() as FormModule;
}

function start(): void {
  // Before any remote entry of the site runs on this page (the element's, or one the page loads).
  window._FEDERATION_RUNTIME_CORE ??= federationRuntime;
  if (customElements.get('enquiry-form')) return; // the script included twice
  const script = document.currentScript as HTMLScriptElement | null;
  const siteUrl = new URL(script?.src ?? location.href).origin;
  const styles = new StyleSheets();
  window.__enquiryEmbedStyles = (link) => {
    // Loaded (the CSS loader waits for it) but matching no medium, so it styles nothing on the host
    // page; each element's shadow root links the same file.
    link.media = 'not all';
    document.head.append(link);
    styles.add(link.href);
  };
  defineEnquiryForm({
    load: () => loadForm(siteUrl),
    siteUrl,
    styles,
    failure: (lang) => (lang === 'en' ? FAILURE.en : FAILURE.cs),
  });
}

start();
