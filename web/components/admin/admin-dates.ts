/**
 * The admin pages' dates, one format everywhere ('29 Nov 2026, 07:15'), in the reader's own time
 * zone: records store UTC. The activity log adds seconds (several records fall in one minute).
 */
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const minute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const second = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

export const formatDay = (iso: string): string => day.format(new Date(iso));
export const formatMoment = (iso: string, withSeconds = false): string => (withSeconds ? second : minute).format(new Date(iso));
