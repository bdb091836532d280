import type { PlanId } from '@prato/core/domain/plans';
import type { AdminFilters, AdminSortField } from '@prato/core/schemas/admin';
import { useDeferredValue, useReducer } from 'react';
import type { SortDirection } from '@/components/ui/data-table';

/** What the admin's user list asks the server for: the toolbar's filters, the order and the page. */
export interface AdminQuery {
  search: string;
  plan: PlanId | '';
  /** What the toolbar cannot show (several plans, statuses, a risk bucket) still filters the table. */
  extra: AdminFilters;
  dueInDays: number | undefined;
  sort: AdminSortField;
  direction: SortDirection;
  page: number;
}

export type AdminQueryAction =
  | { type: 'search'; search: string }
  | { type: 'plan'; plan: PlanId | '' }
  | { type: 'due'; dueInDays: number | undefined }
  /** A saved segment replaces every filter. */
  | { type: 'segment'; filters: AdminFilters }
  /** The same column again flips the order; another column starts ascending. */
  | { type: 'sort'; field: AdminSortField }
  | { type: 'page'; page: number };

/** Newest sign-ups first. */
export const INITIAL_ADMIN_QUERY: AdminQuery = {
  search: '',
  plan: '',
  extra: {},
  dueInDays: undefined,
  sort: 'userCreatedAt',
  direction: 'desc',
  page: 1,
};

/** Every change but a page turn starts again at page 1: the page shown may not exist in the new list. */
export function adminQueryReducer(state: AdminQuery, action: AdminQueryAction): AdminQuery {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.search, page: 1 };
    case 'plan': {
      const { plans: _replaced, ...extra } = state.extra;
      return { ...state, plan: action.plan, extra, page: 1 };
    }
    case 'due':
      return { ...state, dueInDays: action.dueInDays, page: 1 };
    case 'segment': {
      const { search, plans = [], dueInDays, statuses, risk } = action.filters;
      return {
        ...state,
        search: search ?? '',
        plan: plans.length === 1 ? (plans[0] as PlanId) : '',
        dueInDays,
        extra: {
          ...(plans.length > 1 ? { plans } : {}),
          ...(statuses ? { statuses } : {}),
          ...(risk ? { risk } : {}),
        },
        page: 1,
      };
    }
    case 'sort':
      return state.sort === action.field
        ? { ...state, direction: state.direction === 'asc' ? 'desc' : 'asc', page: 1 }
        : { ...state, sort: action.field, direction: 'asc', page: 1 };
    case 'page':
      return { ...state, page: action.page };
  }
}

/** The list's query and the filters the server receives (the search deferred: typing stays responsive). */
export function useAdminQuery() {
  const [query, dispatch] = useReducer(adminQueryReducer, INITIAL_ADMIN_QUERY);
  const search = useDeferredValue(query.search).trim();
  const filters: AdminFilters = {
    ...query.extra,
    ...(search ? { search } : {}),
    ...(query.plan ? { plans: [query.plan] } : {}),
    ...(query.dueInDays !== undefined ? { dueInDays: query.dueInDays } : {}),
  };
  return { query, filters, dispatch };
}
