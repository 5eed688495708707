import { LastViewed } from '../features/last-viewed/LastViewed';

/** `mf_commerce/LastViewed`: the 'Recently viewed' strip; records the page's product when given. */
export default LastViewed;
