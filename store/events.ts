// Events that more than one slice answers. A slice that keeps something of the session resets itself on
// loggedOut, so logging out is one dispatch however many slices there are (logout resets everything).
import { createAction } from '@reduxjs/toolkit';

export const loggedOut = createAction('session/loggedOut');
