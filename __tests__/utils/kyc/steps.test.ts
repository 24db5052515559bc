import { kycPathFor } from '@/utils/kyc/steps';

describe('KYC routing by navigate_to', () => {
  it.each([
    ['product_page', '/mutual-funds'],
    ['personal_details', '/kyc/personal_details'],
    ['upload_documents', '/kyc/upload_document'],
    ['upload_document', '/kyc/upload_document'],
    ['declarations', '/kyc/declarations'],
    ['bank_details', '/kyc/bank_details'],
    [null, '/kyc'],
    ['something_else', '/kyc'],
  ])('%s goes to %s', (navigateTo, path) => {
    expect(kycPathFor(navigateTo)).toBe(path);
  });
});
