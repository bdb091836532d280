import { exportFileName } from '@prato/core/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { downloadAttachment } from '@/lib/download';

/** Fetches the export (a JSON attachment) and hands it to the browser as a download. */
export async function exportData(): Promise<{ fileName: string }> {
  const fileName = await downloadAttachment('/api/account/export', exportFileName(new Date()));
  return { fileName };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
