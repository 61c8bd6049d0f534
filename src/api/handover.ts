import { createAction } from '@reduxjs/toolkit';

/**
 * The RTK Query state the server rendered a page with (issue 18, docs/rendering.md), dispatched by the client before
 * it hydrates: apiSlice's `extractRehydrationInfo` takes it, so the queries the server ran are fulfilled in the
 * client's cache and the components that ask for them again find them there (no second request).
 */
export const apiStateHandedOver = createAction<unknown>('api/stateHandedOver');
