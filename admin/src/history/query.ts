/**
 * Every read of the history (a record's Riwayat, the Aktivitas page) has a query key starting with this: a save
 * invalidates it so Riwayat lists the change just made. Its own module, so a screen imports it without the
 * history's code.
 */
export const HISTORY_QUERY = 'content_activity';
