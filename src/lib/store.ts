// The one wrapper around valtio: UI state only (never domain data, which lives in the replica).
import { proxy, useSnapshot, subscribe } from 'valtio';

export const createStore = proxy;
export const useStore = useSnapshot;
export const onStoreChange = subscribe;
