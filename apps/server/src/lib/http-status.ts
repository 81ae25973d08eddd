import { STATUS_CODES } from 'node:http';

export const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';
