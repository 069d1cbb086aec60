/**
 * Web applications' calls: the citizens' form (USERS_API: categories, options, submit, status) and
 * the panel's queue (ADMIN_API: list with counts, one application, reject, the applicant's files).
 * Paths from the contract.
 */
import type { Application, ApplicationChallenge, ApplicationOptions, ApplicationPublicStatus, ApplicationReceipt, ApplicationStatusQuery } from '@passdesk/contract/applications/application';
import { APPLICATION_PATHS, PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import type { CardOptions } from '@passdesk/contract/cards/card-options';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { PublicCategory } from '@passdesk/contract/master-data/category';
import { PUBLIC_CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { pathOf, USERS_API } from '@passdesk/contract/http/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request, requestData } from '../../lib/api.ts';
import { useRecordQuery } from '../../lib/record-api.ts';

export const APPLICATIONS_LIST = APPLICATION_PATHS.list;

/** The citizens' API: no token, errors shown by the form itself. */
const citizen = { base: USERS_API, toastErrors: false } as const;

export const fetchPublicCategories = (signal?: AbortSignal) => requestData<PublicCategory[]>(PUBLIC_CATEGORY_PATHS.list, { ...citizen, signal });
export const fetchApplicationOptions = (signal?: AbortSignal) => requestData<ApplicationOptions>(PUBLIC_APPLICATION_PATHS.options, { ...citizen, signal });
/** A new bot-check challenge: fetched when the form opens, and again after the server refused the one used. */
export const fetchApplicationChallenge = (signal?: AbortSignal) => requestData<ApplicationChallenge>(PUBLIC_APPLICATION_PATHS.challenge, { ...citizen, signal });
export const submitApplication = (body: FormData) => requestData<ApplicationReceipt>(PUBLIC_APPLICATION_PATHS.submit, { ...citizen, method: 'POST', body });
export const lookUpApplication = (body: ApplicationStatusQuery) => requestData<ApplicationPublicStatus>(PUBLIC_APPLICATION_PATHS.status, { ...citizen, method: 'POST', body });


export const useApplication = (id: number) => useRecordQuery<Application>([APPLICATIONS_LIST, 'view'], APPLICATION_PATHS.view, id);

/** Categories and centers for the queue's filters (Card Management's own choices). */
export function useFilterOptions() {
  return useQuery({
    queryKey: [CARD_PATHS.options, {}],
    queryFn: ({ signal }) => requestData<CardOptions>(CARD_PATHS.options, { signal, toastErrors: false }),
    staleTime: 5 * 60_000,
  });
}

export function useApplicationWrites() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      async reject(id: number, note: string): Promise<Application> {
        const answer = await request<{ data: Application }>(pathOf(APPLICATION_PATHS.reject, { id }), { method: 'POST', body: { note }, toastErrors: false });
        await client.invalidateQueries({ queryKey: [APPLICATIONS_LIST] });
        return answer.data;
      },
    }),
    [client],
  );
}

