/**
 * The `<enquiry-form>` custom element of the one-line embed. It holds no React and no form code:
 * when the first element appears, `load()` brings the form module (mf-forms over the federation
 * runtime), and each element renders the form into its own shadow root, so the host page's styles
 * cannot break the form and the form's styles cannot leak out. Attributes (`lang`, `type`,
 * `item-name`, `item-id`) changing later update the form; removing the element unmounts it. A sent
 * enquiry fires `enquiry-sent` (a CustomEvent whose `detail.id` is the enquiry's id) on the element.
 */

/** The attributes the form module reads (null: not set). */
interface ElementAttributes {
  lang: string | null;
  type: string | null;
  itemName: string | null;
  itemId: string | null;
}

/** What the element needs from the form module (mf-forms' `./mount`). */
export interface FormModule {
  createEnquiryWidget(
    element: Element,
    props: object & { apiBaseUrl?: string; onSent?: (id: number) => void },
  ): { update(props: object): void; unmount(): void };
  propsOfAttributes(attributes: ElementAttributes): object;
}

export interface EmbedOptions {
  /** Loads the form module once; every element waits for the same promise. */
  load: () => Promise<FormModule>;
  /** The site's origin: the form's API and links. */
  siteUrl: string;
  /** The form's style sheets, as they become known, for every shadow root. */
  styles: StyleSheets;
  /** Shown when the form cannot be loaded (plain text, in the element's language). */
  failure: (lang: string) => string;
}

const OBSERVED = ['lang', 'type', 'item-name', 'item-id'] as const;

/** The URLs of the form's style sheets, and the shadow roots that want each of them. */
export class StyleSheets {
  private readonly hrefs: string[] = [];
  private readonly roots = new Set<ShadowRoot>();

  /** A style sheet of the form (from the CSS loader); every root, present and future, gets it. */
  add(href: string): void {
    if (this.hrefs.includes(href)) return;
    this.hrefs.push(href);
    for (const root of this.roots) link(root, href);
  }

  attach(root: ShadowRoot): void {
    this.roots.add(root);
    for (const href of this.hrefs) link(root, href);
  }

  detach(root: ShadowRoot): void {
    this.roots.delete(root);
  }

  /** Resolves when every style sheet of `root` has loaded (or failed), so the form never shows unstyled. */
  ready(root: ShadowRoot): Promise<void> {
    const links = [...root.querySelectorAll('link')];
    return Promise.all(links.map((element) => loaded.get(element))).then(() => undefined);
  }
}

/** Each link's load, watched from the moment it is created (a fast one cannot be missed). */
const loaded = new WeakMap<HTMLLinkElement, Promise<void>>();

function link(root: ShadowRoot, href: string): void {
  const links = [...root.querySelectorAll('link')];
  if (links.some((element) => element.getAttribute('href') === href)) return;
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  loaded.set(
    element,
    new Promise((resolve) => {
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener('error', () => resolve(), { once: true });
    }),
  );
  element.href = href;
  root.prepend(element);
}

/** Inherited styles of the host page stop at the element; it is a block the integrator places. */
const HOST_STYLE = ':host{all:initial;display:block}[hidden]{display:none!important}';

/**
 * The element's own rules: a constructed style sheet where the browser has them (a strict
 * Content-Security-Policy of the host page does not block those), else a `<style>`.
 */
function hostStyle(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(HOST_STYLE);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = HOST_STYLE;
  root.prepend(style);
}

export function defineEnquiryForm(options: EmbedOptions, name = 'enquiry-form'): void {
  if (customElements.get(name)) return;
  let module: Promise<FormModule> | null = null;
  const loadOnce = () => (module ??= options.load());

  class EnquiryFormElement extends HTMLElement {
    static observedAttributes = OBSERVED;
    private widget: ReturnType<FormModule['createEnquiryWidget']> | null = null;
    private mount: HTMLDivElement | null = null;
    private module: FormModule | null = null;
    /** Counts connections, so a form that arrives after the element left is not rendered. */
    private generation = 0;

    connectedCallback(): void {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (!this.mount) {
        this.mount = document.createElement('div');
        root.append(this.mount);
        hostStyle(root);
      }
      options.styles.attach(root);
      const generation = ++this.generation;
      const mount = this.mount;
      mount.hidden = true;
      loadOnce()
        .then(async (loaded) => {
          await options.styles.ready(root);
          if (generation !== this.generation) return;
          this.module = loaded;
          mount.hidden = false;
          this.widget = loaded.createEnquiryWidget(mount, this.props(loaded));
        })
        .catch((error: unknown) => {
          console.error('<enquiry-form>: the form could not be loaded', error);
          if (generation !== this.generation) return;
          mount.hidden = false;
          const message = document.createElement('p');
          message.setAttribute('role', 'alert');
          message.textContent = options.failure(this.getAttribute('lang') ?? '');
          mount.replaceChildren(message);
        });
    }

    disconnectedCallback(): void {
      this.generation++;
      if (this.shadowRoot) options.styles.detach(this.shadowRoot);
      this.widget?.unmount();
      this.widget = null;
      this.mount?.replaceChildren();
    }

    attributeChangedCallback(): void {
      if (this.widget && this.module) this.widget.update(this.props(this.module));
    }

    private props(loaded: FormModule) {
      const attributes: ElementAttributes = {
        lang: this.getAttribute('lang'),
        type: this.getAttribute('type'),
        itemName: this.getAttribute('item-name'),
        itemId: this.getAttribute('item-id'),
      };
      return {
        ...loaded.propsOfAttributes(attributes),
        apiBaseUrl: options.siteUrl,
        onSent: (id: number) =>
          this.dispatchEvent(new CustomEvent('enquiry-sent', { detail: { id }, bubbles: true, composed: true })),
      };
    }
  }

  customElements.define(name, EnquiryFormElement);
}
