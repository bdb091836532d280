import { exportFileName } from '@prato/core/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { downloadAttachment } from '@/lib/download';

/** Fetches the export (a JSON attachment) and hands it to the browser as a download. */
export async function exportData(): Promise<{ fileName: string }> {
  // The server names the file with the date of the person's day; without its name, this browser's day.
  const today = new Intl.DateTimeFormat('en-CA').format(new Date());
  const fileName = await downloadAttachment('/api/account/export', exportFileName(today));
  return { fileName };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
