import { OutboxResponseSchema, pageSizes, type OutboxMessage } from '@church/contracts';
import { getParsed, infiniteQueryOptions, useInfiniteQuery } from '@church/query';

export const sentEmailsPageSize = pageSizes.sentEmails;

export const sentEmailsKeys = { all: ['sent-emails'] as const };

/** GET /api/outbox: the e-mails the site kept instead of sending, newest first (admins only). */
export const getSentEmails = (skip: number, signal?: AbortSignal) =>
  getParsed('outbox', OutboxResponseSchema, { skip, take: sentEmailsPageSize }, signal);

export const sentEmailsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: sentEmailsKeys.all,
    queryFn: ({ pageParam, signal }) => getSentEmails(pageParam, signal),
    initialPageParam: 0,
    // A full page may have more behind it; a short one is the end.
    getNextPageParam: (last: OutboxMessage[], pages) =>
      last.length === sentEmailsPageSize ? pages.length * sentEmailsPageSize : undefined,
    // A mail sent a moment ago should be there when the page is opened again.
    staleTime: 0,
  });

export const useSentEmails = () => useInfiniteQuery(sentEmailsQueryOptions());
