import { createAction } from '@reduxjs/toolkit';

/**
 * The session's end as the API layer sees it: a refresh the server rejected (spec 4 "Token refresh"). Declared
 * here, below the features, so the re-auth base query can dispatch it without reaching up into the session
 * feature; the session slice reduces it and the session listener (features/session/sessionListener.ts) does
 * what spec 4 says (tokens and isLogin cookie removed, TIMEOUT=1, API cache dropped). The type keeps the session
 * slice's name, so DevTools logs and support snapshots read as before.
 */
export const sessionTimedOut = createAction('session/sessionTimedOut');
