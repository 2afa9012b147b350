import type { Applicant, IdDocSide, KycDocument, KycStep } from '@fortuna/contracts';
import { buildQuery, readJson } from '../../lib/api';

/**
 * The embedded verification vendor's client, as the vendor's web SDK would be: it speaks to the
 * vendor with the short-lived access token (header X-Access-Token), never with the casino session,
 * and sends each file as it is (the vendor checks the content, not the name).
 */
async function vendorCall<T>(path: string, token: string, body?: Blob): Promise<T> {
  const res = await fetch(`/api/kyc-sandbox${path}`, {
    method: 'POST',
    headers: { 'X-Access-Token': token, Accept: 'application/json', 'Content-Type': body?.type || 'application/octet-stream' },
    credentials: 'omit',
    body: body ?? new Blob([]),
  });
  return readJson<T>(res);
}

export interface UploadTarget {
  step: KycStep;
  idDocType: string;
  idDocSubType?: IdDocSide;
}

export const uploadDocument = (token: string, target: UploadTarget, file: File) =>
  vendorCall<KycDocument>(`/documents${buildQuery({ ...target, fileName: file.name.slice(0, 200) || 'document' })}`, token, file);

export const submitForReview = (token: string) => vendorCall<Applicant>('/submit', token);
