import { useMutation } from '@tanstack/react-query';
import { fetchReportPdf } from '../../../lib/report-download';
import { saveFile } from '../../../lib/save-file';

export interface StandardsPdfRequest {
  addressId: number;
  /** The period's Rome days, `to` excluded. */
  from: string;
  to: string;
}

/** GET api/fleet/air-standards/sites/{addressId}/pdf?from&to, saved as standards-<site>-<from>-<to>.pdf. */
export const useDownloadStandardsPdf = () =>
  useMutation({
    mutationFn: async ({ addressId, from, to }: StandardsPdfRequest) => {
      const search = new URLSearchParams({ from, to });
      const pdf = await fetchReportPdf(
        `/api/fleet/air-standards/sites/${addressId}/pdf?${search.toString()}`,
      );
      saveFile(pdf, `standards-${addressId}-${from}-${to}.pdf`);
    },
  });
