/**
 * The id of the server-rendered page's hydration data (a non-executable JSON script in the body). Its
 * own module: the browser's first load needs this name only, not the head definitions (head-values.ts,
 * loaded when a page first changes the head).
 */
export const HYDRATION_DATA_ID = 'router-data';
