import { AdminUserPageSchema, type AdminFilters, type AdminSortField } from '@prato/core/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminUserQuery {
  filters: AdminFilters;
  sort: AdminSortField;
  direction: 'asc' | 'desc';
  page: number;
}

/** The filters as the list and the export read them from the query string (lists comma-separated). */
export function filterParams(filters: AdminFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.plans?.length) params.set('plans', filters.plans.join(','));
  if (filters.statuses?.length) params.set('statuses', filters.statuses.join(','));
  if (filters.dueInDays !== undefined) params.set('dueInDays', String(filters.dueInDays));
  if (filters.risk) params.set('risk', filters.risk);
  return params;
}

/** GET /api/admin/users: one page (25 rows) of the filtered, sorted user table and the total. */
export const getAdminUsers = (query: AdminUserQuery, signal?: AbortSignal) => {
  const params = filterParams(query.filters);
  params.set('sort', query.sort);
  params.set('direction', query.direction);
  params.set('page', String(query.page));
  return api.get(`/admin/users?${params.toString()}`, AdminUserPageSchema, signal);
};

export const adminUsersQueryOptions = (query: AdminUserQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUserQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
