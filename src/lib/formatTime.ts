import dayjs from 'dayjs';

/** An ISO time from the server, shown in the device's local time. */
export function formatTime(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
}
