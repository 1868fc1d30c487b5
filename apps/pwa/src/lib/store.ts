import { createStore } from 'jotai';

/**
 * The one jotai store. Shared with code outside React (route guards, the API client) so a
 * session cleared there is seen by the components at once.
 */
export const appStore = createStore();
