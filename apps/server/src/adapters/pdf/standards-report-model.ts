import type { AirStandardsFigures } from '@app/contracts';

/** What the standards PDF is made of (decision 049): the site's figures as the API answers them. */
export interface StandardsReportModel {
  language: string;
  siteLabel: string;
  accountName: string | null;
  /** The site's devices whose readings the figures are made of. */
  devices: number;
  openingHours: boolean;
  figures: AirStandardsFigures;
  generatedAt: number;
}
