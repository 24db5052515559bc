// The profile slice follows the stage saves as the spec's onboarding says: a failure stores the server's error,
// a success stores the profile and moves on only when the save asked to.
import reducer, { initialProfileState, profileStageChosen } from '@/store/profileSlice';
import { loggedOut } from '@/store/events';
import { PENDING_PROFILE } from '../mocks/handlers/profile';

const action = (stage: 'pending' | 'fulfilled' | 'rejected', endpointName: string, originalArgs: unknown, payload?: unknown) => ({
  type: `nodeApi/executeMutation/${stage}`,
  payload,
  meta: { arg: { endpointName, originalArgs } },
});

describe('profileSlice', () => {
  it("stores a failed stage's `error` (a refused ARN) and its status", () => {
    const saving = reducer(initialProfileState, action('pending', 'saveProfileStage1', {}));
    expect(saving.status).toBe('saving');
    const failed = reducer(saving, action('rejected', 'saveProfileStage1', {}, { status: 400, data: { message: 'x', error: 'Not on the register' } }));
    expect(failed).toMatchObject({ status: 'failed', error: 'Not on the register', stage: 1 });
  });

  it('moves to the returned stage only when asked, and stage 3 makes it final', () => {
    const answer = { stage: 2, profile: { ...PENDING_PROFILE, stage: 2 } };
    const stayed = reducer(initialProfileState, action('fulfilled', 'saveProfileStage1', { isUpdateStage: false }, answer));
    expect(stayed).toMatchObject({ stage: 1, status: 'success', profileData: answer.profile });
    const moved = reducer(initialProfileState, action('fulfilled', 'saveProfileStage1', { isUpdateStage: true }, answer));
    expect(moved.stage).toBe(2);
    const final = reducer(moved, action('fulfilled', 'saveProfileStage3', {}, { stage: 4, profile: answer.profile }));
    expect(final.stage).toBe(4);
    expect(reducer(final, profileStageChosen(9)).stage).toBe(3);
    expect(reducer(final, loggedOut())).toEqual(initialProfileState);
  });
});
