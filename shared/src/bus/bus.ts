import { ENQUIRY_TYPES } from '../contracts/enquiry';

/** The modal types whose body is an enquiry form (owned by mf-forms). */
export const MODAL_FORM_TYPES = ENQUIRY_TYPES;

export interface ModalOpenPayload {
  type: string;
  title?: string;
  /** HTML for `text`, a contact card for `contact`. */
  content?: unknown;
  itemId?: number | string;
  itemName?: string;
  otherServices?: string[];
}

export interface NoticePayload {
  kind: 'success' | 'danger' | 'info';
  message: string;
}

/** Every event that crosses a remote boundary, with its payload type. */
export interface BusEvents {
  'modal:open': ModalOpenPayload;
  'modal:close': undefined;
  'smartpoint:toggle': { open?: boolean };
  /** Open the cookie preferences with the visitor's current choice (the footer's cookie settings link). */
  'consent:open': undefined;
  /**
   * A product was just put into the cart by the cart's `cart-add` form (in the browser): the shell
   * shows the cart's button and pop-ups from then on.
   */
  'cart:added': { productId: number };
  /** A ready-made company was just booked (the forms emit it after a sent `readymade` enquiry). */
  'readymade:reserved': { id: number | string };
  /** A product view was recorded in the `last-viewed` list of a language. */
  'last-viewed:changed': { locale: string };
  notice: NoticePayload;
}

export type BusHandler<K extends keyof BusEvents> = (payload: BusEvents[K]) => void;

export interface EventBus {
  on<K extends keyof BusEvents>(type: K, handler: BusHandler<K>): () => void;
  off<K extends keyof BusEvents>(type: K, handler: BusHandler<K>): void;
  emit<K extends keyof BusEvents>(type: K, ...payload: BusEvents[K] extends undefined ? [] : [BusEvents[K]]): void;
}

export function createBus(): EventBus {
  const handlers = new Map<keyof BusEvents, Set<(payload: unknown) => void>>();
  const bus: EventBus = {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler as (payload: unknown) => void);
      return () => bus.off(type, handler);
    },
    off(type, handler) {
      handlers.get(type)?.delete(handler as (payload: unknown) => void);
    },
    emit(type, ...payload) {
      // Copy first: a handler may unsubscribe while we iterate.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          handler(payload[0]);
        } catch (error) {
          // One failing listener (say, in a remote) must not stop the others.
          console.error(`[bus] handler for "${String(type)}" failed`, error);
        }
      }
    },
  };
  return bus;
}

/** The one bus of the page; `shared` is a Module Federation singleton, so every remote sees it. */
export const bus: EventBus = createBus();
