// Slices answer the api's results (extraReducers) without importing the api: the api modules load on demand,
// the slices are part of every page. RTK Query names its actions `<reducerPath>/executeQuery/<stage>`
// (executeMutation for mutations) and carries the endpoint's name and argument in `meta.arg`.
import type { UnknownAction } from '@reduxjs/toolkit';

type Stage = 'pending' | 'fulfilled' | 'rejected';

interface EndpointAction<Arg, Result> {
  type: string;
  payload: Result;
  meta: { arg: { endpointName: string; originalArgs: Arg }; aborted?: boolean; condition?: boolean };
}

function matcher<Arg, Result>(kind: 'Query' | 'Mutation', reducerPath: string, endpointName: string, stage: Stage) {
  const type = `${reducerPath}/execute${kind}/${stage}`;
  return (action: UnknownAction): action is UnknownAction & EndpointAction<Arg, Result> =>
    action.type === type && (action.meta as EndpointAction<Arg, Result>['meta'] | undefined)?.arg?.endpointName === endpointName;
}

export const queryFulfilled = <Arg, Result>(reducerPath: string, endpointName: string) =>
  matcher<Arg, Result>('Query', reducerPath, endpointName, 'fulfilled');

export const queryRejected = <Arg>(reducerPath: string, endpointName: string) =>
  matcher<Arg, unknown>('Query', reducerPath, endpointName, 'rejected');

export const mutationFulfilled = <Arg, Result>(reducerPath: string, endpointName: string) =>
  matcher<Arg, Result>('Mutation', reducerPath, endpointName, 'fulfilled');

export const mutationPending = <Arg>(reducerPath: string, endpointName: string) =>
  matcher<Arg, undefined>('Mutation', reducerPath, endpointName, 'pending');

export const mutationRejected = <Arg>(reducerPath: string, endpointName: string) =>
  matcher<Arg, unknown>('Mutation', reducerPath, endpointName, 'rejected');
