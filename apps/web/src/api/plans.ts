import { getPlan, type PlanId } from '@prato/core/domain/plans';
import { PlansResponseSchema, type PlanOffer } from '@prato/core/schemas/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DEFAULT_PLAN_OFFERS } from '@/lib/plans-catalogue';

/**
 * The installation's plans (GET /api/plans: prices and labels the operator set, with the saving and the
 * best value derived from them). Shared by several features (subscription, profile) and the terms, so
 * it lives in the shared api layer.
 */
export const getPlans = (signal?: AbortSignal) => api.get('/plans', PlansResponseSchema, signal);

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
    // The compiled catalogue until the server answers, dated 0 so that it is always asked for once.
    initialData: { plans: [...DEFAULT_PLAN_OFFERS] },
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  const query = useQuery(plansQueryOptions());
  const { plans } = query.data;
  return {
    plans,
    paid: plans.filter((plan) => plan.isPremium),
    /**
     * False until the server has answered (or could not be reached): a price shown before then may be
     * the compiled one, not this installation's, so screens keep prices and badges out until it is true.
     */
    ready: query.dataUpdatedAt > 0 || query.errorUpdatedAt > 0,
    /** The plan's label as this installation names it. */
    labelOf: (id: PlanId | string): string => plans.find((plan) => plan.id === id)?.label ?? getPlan(id).label,
    offerOf: (id: PlanId): PlanOffer | undefined => plans.find((plan) => plan.id === id),
  };
}
