import { decideKycRoute, pathAfterSaving } from '@/components/kyc/kycRoute';
import { kycRecordFixture } from '../../mocks/handlers/kycState';

const at = (navigate_to: string | null) => kycRecordFixture('u-2', { navigate_to });

describe('KYC routing', () => {
  it('no record or a failed fetch: the PAN step, wherever the person was', () => {
    expect(decideKycRoute({ step: 'pan', record: null })).toEqual({ action: 'stay' });
    expect(decideKycRoute({ step: 'upload_documents', record: null })).toEqual({
      action: 'redirect',
      to: '/kyc',
    });
    expect(decideKycRoute({ step: 'personal_details', record: undefined })).toEqual({
      action: 'redirect',
      to: '/kyc',
    });
  });

  it('product_page goes to the fund list unless the modification flow asks to stay', () => {
    expect(decideKycRoute({ step: 'pan', record: at('product_page') })).toEqual({
      action: 'redirect',
      to: '/mutual-funds',
    });
    expect(
      decideKycRoute({ step: 'declarations', record: at('product_page'), allowDone: true }),
    ).toEqual({ action: 'stay' });
  });

  it('opening /kyc goes on to the step the record names, unless editing', () => {
    expect(decideKycRoute({ step: 'pan', record: at('upload_documents') })).toEqual({
      action: 'redirect',
      to: '/kyc/upload_document',
    });
    expect(decideKycRoute({ step: 'pan', record: at('upload_documents'), editing: true })).toEqual({
      action: 'stay',
    });
  });

  it('a later step than the record allows sends the person back to their step', () => {
    expect(decideKycRoute({ step: 'bank_details', record: at('personal_details') })).toEqual({
      action: 'redirect',
      to: '/kyc/personal_details',
    });
  });

  it('an earlier, completed step may be opened to edit it', () => {
    expect(decideKycRoute({ step: 'personal_details', record: at('declarations') })).toEqual({
      action: 'stay',
    });
    expect(decideKycRoute({ step: 'declarations', record: at('declarations') })).toEqual({
      action: 'stay',
    });
  });
});

describe('after saving a step', () => {
  it('goes to the next step, also when the person came back to edit an earlier one', () => {
    expect(pathAfterSaving('pan', at('personal_details'))).toBe('/kyc/personal_details');
    expect(pathAfterSaving('pan', at('bank_details'))).toBe('/kyc/personal_details');
    expect(pathAfterSaving('upload_documents', null)).toBe('/kyc/declarations');
  });

  it('goes to the fund list when the record says the KYC is done', () => {
    expect(pathAfterSaving('declarations', at('product_page'))).toBe('/mutual-funds');
    expect(pathAfterSaving('bank_details', at('bank_details'))).toBe('/mutual-funds');
  });
});
