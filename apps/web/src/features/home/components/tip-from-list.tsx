import { tipOfTheDay } from '@prato/core/domain/tips';

/**
 * The tip of a local date picked from the whole list (about 10 KB compressed): its chunk loads only
 * when the summary's tip is of another day than the device's (a summary kept offline since an earlier
 * day, one kept before the server sent tips, a device clock ahead of the server's).
 */
export default function TipFromList({ date }: { date: string }) {
  return <>{tipOfTheDay(date).text}</>;
}
