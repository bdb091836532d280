import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import { DEFAULT_MEAL_GOALS, dailyCalorieGoal } from '@prato/core/domain/energy';
import { asksFoodComposition, isOffTopic, recognizeIntent, type ChatIntent } from '@prato/core/domain/chat-intent';
import { isRecipeFoodId } from '@prato/core/domain/catalog-ids';
import { isUserFoodRecordId } from '@prato/core/domain/user-food';
import { CHAT_MESSAGES, type ChatReply } from '@prato/core/schemas/chat';
import { emptyDayTotals, type DayTotals } from '@prato/core/schemas/history';
import type { Profile } from '@prato/core/schemas/profile';
import { MEAL_TYPE_LABELS } from '@prato/core/schemas/planner';
import { AiError, type AiProvider } from '../../adapters/ai/ai-provider';
import { dataBlock, dataBlocksRule, quoted } from '../../adapters/ai/user-data';
import { type DomainError, forbidden, quotaExceeded, upstreamFailed } from '../../lib/domain-error';
import { lastLocalDays, localDay, localHourOf, shiftDate } from '../../lib/local-day';
import type { Caller } from '../../lib/caller';
import type { ActivitiesService } from '../activities/activities.service';
import type { FoodCatalogService, UserFoodCatalog } from '../foods/food-catalog';
import type { HydrationService } from '../hydration/hydration.service';
import type { MealsService } from '../meals/meals.service';
import type { NutrientsService } from '../nutrients/nutrients.service';
import type { ProductsService } from '../products/products.service';
import type { ProfileService } from '../profile/profile.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { WeightsService } from '../weights/weights.service';
import { createChatBudget, type ChatBudgetLimits, type ChatRequestLog } from './chat-budget';
import { nutrientDayAnswer, nutrientFoodAnswer, nutrientWeekAnswer, registryNutrientOf } from './nutrient-answers';
import { EATEN_PRODUCT_DAYS, eatenProductNames, isProductRecord, productAnswer } from './product-answers';
import {
  activitiesAnswer,
  capabilitiesAnswer,
  fmt0,
  fmt1,
  foodCompositionAnswer,
  goalsAnswer,
  greetingAnswer,
  intakeTodayAnswer,
  intakeWeekAnswer,
  mealSuggestionAnswer,
  mealTypeAt,
  planRulesAnswer,
  remainingAnswer,
  unknownAnswer,
  waterAnswer,
  weightAnswer,
  type LocalAnswer,
} from './local-assistant';
import type { Clock } from '../../lib/clock';

/** gemini-generic "nutrition-chat" settings. */
export const CHAT_AI_SETTINGS = { temperature: 0.9, topP: 0.95, maxOutputTokens: 800 } as const;
/** Chat context: read up to these many rows, and put these many in the prompt. */
export const CHAT_CONTEXT = { meals: 20, mealDays: 7, weights: 20, activities: 30, promptWeights: 5, promptMeals: 3 };

/** The prompt's data blocks: the person's records, the app's facts for this question, the question. */
export const CHAT_PROMPT_BLOCKS = {
  userData: 'dados_do_usuario',
  facts: 'fatos_do_app',
  question: 'pergunta_do_usuario',
} as const;

export const CHAT_SYSTEM_INSTRUCTION = [
  'Você é o assistente nutricional do app Prato Certo. Responda em português do Brasil, em texto simples, curto e acolhedor.',
  'Use somente os números que aparecem nos dados e nos fatos fornecidos: nunca invente, estime ou recalcule calorias, gramas, pesos ou porcentagens.',
  'Se os fatos não bastarem para responder, diga isso com honestidade e sugira o que a pessoa pode registrar no app.',
  'Não faça diagnósticos médicos nem recomende remédios ou tratamentos; nesses casos, oriente a procurar um médico ou nutricionista.',
  'Fale apenas de alimentação, nutrição, hidratação, atividade física e saúde.',
  `A mensagem do usuário traz três blocos: <${CHAT_PROMPT_BLOCKS.userData}> (os registros da pessoa), <${CHAT_PROMPT_BLOCKS.facts}> (os números que o app calculou para esta pergunta) e <${CHAT_PROMPT_BLOCKS.question}> (o que a pessoa quer saber).`,
  dataBlocksRule(Object.values(CHAT_PROMPT_BLOCKS)),
].join(' ');

export interface ChatServiceDeps {
  ai: AiProvider;
  /** The counted_requests log the assistant's budget counts in (shared with the planner and onboarding). */
  requestLog: ChatRequestLog;
  limits: ChatBudgetLimits;
  subscriptionsService: Pick<SubscriptionsService, 'effectivePlanOf'>;
  profileService: Pick<ProfileService, 'get' | 'timezoneOf'>;
  mealsService: Pick<MealsService, 'totalsByDay' | 'list'>;
  /** The day and week sums of every registry nutrient: the assistant's micronutrient answers read them. */
  nutrientsService: Pick<NutrientsService, 'day' | 'summary'>;
  weightsService: Pick<WeightsService, 'list'>;
  activitiesService: Pick<ActivitiesService, 'list'>;
  hydrationService: Pick<HydrationService, 'today'>;
  log: { warn(details: object, message: string): void };
  /** The food catalogue: the person's own foods are found before the library's. Without it, the library. */
  foodCatalog?: Pick<FoodCatalogService, 'forUser'>;
  /** The packaged foods the person ate (modules/products): named by the assistant. Without it, none. */
  products?: Pick<ProductsService, 'eatenRecords'>;
  now?: Clock;
}

/** A reply the route sends at once, or the model's answer to stream (source 'ai'). */
export type ChatOutcome =
  | { type: 'reply'; reply: ChatReply }
  | {
      type: 'model';
      kind: ChatReply['kind'];
      citations: string[];
      request: ModelRequest;
      /** Gives back the in-flight place this answer holds: call it once the answer ends, however it ends. */
      release: () => void;
    };

export interface ModelRequest {
  system: string;
  prompt: string;
}

/** Chat: what the user sees when the model fails. */
export function chatAiError(error: unknown): DomainError {
  if (error instanceof AiError && error.kind === 'rate_limited')
    return quotaExceeded('AI_RATE_LIMITED', CHAT_MESSAGES.rateLimited);
  if (error instanceof AiError && error.kind === 'bad_response' && /empty/.test(error.message))
    return upstreamFailed('AI_EMPTY_REPLY', CHAT_MESSAGES.emptyReply);
  return upstreamFailed('AI_FAILED', CHAT_MESSAGES.generic);
}

const firstNameOf = (profile: Profile) => profile.fullName?.trim().split(/\s+/u)[0] ?? null;

export function createChatService(deps: ChatServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const budget = createChatBudget({ log: deps.requestLog, limits: deps.limits, now });

  /** Logs a model's failure (the provider, the error's kind and status: never the prompt) and gives the chat's error. */
  function modelFailure(error: unknown, message: string): DomainError {
    deps.log.warn(
      error instanceof AiError
        ? { provider: deps.ai.name, kind: error.kind, status: error.status }
        : { provider: deps.ai.name },
      message,
    );
    return chatAiError(error);
  }

  /** The facts each answer needs, read only when asked. */
  function factsOf(caller: Caller, at: Date) {
    let profile: Promise<Profile> | undefined;
    let week: Promise<DayTotals[]> | undefined;
    const timeZone = caller.timezone;
    const days = lastLocalDays(at, timeZone, CHAT_CONTEXT.mealDays);
    const today = localDay(at, timeZone);
    const facts = {
      timeZone,
      profile: () => (profile ??= deps.profileService.get(caller)),
      week: () => {
        const first = days[0] ?? today;
        week ??= deps.mealsService.totalsByDay(caller, first.start, today.end, timeZone);
        return week;
      },
      async today(): Promise<DayTotals | null> {
        const date = days[days.length - 1]?.date;
        return (await facts.week()).find((day) => day.date === date) ?? null;
      },
      /** The 7 local days oldest first, zero for days without meals. */
      async weekDays(): Promise<DayTotals[]> {
        const byDate = new Map((await facts.week()).map((day) => [day.date, day]));
        return days.map((day) => byDate.get(day.date) ?? emptyDayTotals(day.date));
      },
      async goal(): Promise<number> {
        return dailyCalorieGoal(await facts.profile());
      },
      weights: () => deps.weightsService.list(caller, { limit: CHAT_CONTEXT.weights }),
      activities: (period: 'today' | 'week' | 'context') =>
        deps.activitiesService.list(caller, {
          ...(period === 'context'
            ? {}
            : { from: (period === 'today' ? today.start : (days[0] ?? today).start).toISOString() }),
          limit: CHAT_CONTEXT.activities,
        }),
      recentMeals: () => deps.mealsService.list(caller, { period: 'week', limit: CHAT_CONTEXT.meals }),
    };
    return facts;
  }
  type Facts = ReturnType<typeof factsOf>;

  /**
   * A micronutrient (or fibre) question, answered from the nutrients service (the person's day or
   * last 7 days) or from the catalogue's record of the food (the person's own first); null for every
   * other question.
   */
  async function nutrientAnswer(
    intent: ChatIntent,
    caller: Caller,
    catalog: Pick<UserFoodCatalog, 'byId'> = LIBRARY_CATALOG,
  ): Promise<LocalAnswer | null> {
    const id = registryNutrientOf(intent);
    if (id === null) return null;
    switch (intent.kind) {
      case 'intake_today':
      case 'remaining_today':
      case 'goals':
        return nutrientDayAnswer(intent.kind, await deps.nutrientsService.day(caller), id);
      case 'intake_week':
        return nutrientWeekAnswer(await deps.nutrientsService.summary(caller, { days: CHAT_CONTEXT.mealDays }), id);
      case 'food_composition':
        return nutrientFoodAnswer({
          food: intent.food ? catalog.byId(intent.food.foodId) : undefined,
          askedName: intent.food?.name ?? null,
          id,
          amount: intent.amount,
          labelOnly: intent.labelOnly,
        });
      default:
        return null;
    }
  }

  /**
   * Whether the message may name a packaged food the person ate: a question about what a food holds
   * that did not name one of their own foods (theirs win, and a product they corrected is one).
   */
  function mayNameProduct(intent: ChatIntent, message: string): boolean {
    const id = intent.food?.foodId;
    if (id !== undefined && (isUserFoodRecordId(id) || isRecipeFoodId(id))) return false;
    if (intent.kind === 'food_composition') return true;
    const unread = intent.food === null && ['intake_today', 'intake_week', 'unknown'].includes(intent.kind);
    return unread && asksFoodComposition(message);
  }

  /**
   * The message read with the person's own food names first; the catalogue answers its food. When it
   * may name a packaged food, one more query reads the products of their meals of the last
   * EATEN_PRODUCT_DAYS local days (theirs only), read after their own foods.
   */
  async function readMessage(caller: Caller, message: string) {
    const catalog = deps.foodCatalog ? await deps.foodCatalog.forUser(caller.id) : undefined;
    const intent = recognizeIntent(message, catalog?.ownNames);
    if (!catalog || !deps.products || !mayNameProduct(intent, message)) return { intent, catalog };
    const since = shiftDate(localDay(now(), caller.timezone).date, -(EATEN_PRODUCT_DAYS - 1));
    const eaten = await deps.products.eatenRecords(caller, since);
    if (eaten.length === 0) return { intent, catalog };
    const withProducts = recognizeIntent(message, [...catalog.ownNames, ...eatenProductNames(eaten)]);
    const byId = new Map(eaten.map((food) => [food.id, food]));
    const product = withProducts.food ? byId.get(withProducts.food.foodId) : undefined;
    if (!product) return { intent, catalog };
    return {
      intent: withProducts,
      catalog: { ...catalog, byId: (id: number) => byId.get(id) ?? catalog.byId(id) },
    };
  }

  async function localAnswer(
    { intent, catalog }: { intent: ChatIntent; catalog?: UserFoodCatalog },
    caller: Caller,
    facts: Facts,
    at: Date,
  ): Promise<LocalAnswer> {
    const food = intent.kind === 'food_composition' && intent.food ? catalog?.byId(intent.food.foodId) : undefined;
    if (food && isProductRecord(food))
      return productAnswer({ food, nutrientId: intent.nutrientId, amount: intent.amount });
    const nutrient = await nutrientAnswer(intent, caller, catalog);
    if (nutrient) return nutrient;
    switch (intent.kind) {
      case 'greeting':
        return greetingAnswer(firstNameOf(await facts.profile()));
      case 'capabilities':
        return capabilitiesAnswer();
      case 'intake_today':
        return intakeTodayAnswer(await facts.today(), await facts.goal(), intent.nutrient);
      case 'intake_week':
        return intakeWeekAnswer(await facts.weekDays(), await facts.goal(), intent.nutrient);
      case 'remaining_today':
        return remainingAnswer(await facts.today(), await facts.goal(), intent.nutrient);
      case 'food_composition':
        return foodCompositionAnswer(intent, catalog);
      case 'meal_suggestion': {
        const profile = await facts.profile();
        const mealType = intent.mealType ?? mealTypeAt(localHourOf(at, facts.timeZone));
        const mealGoal =
          {
            breakfast: profile.breakfastCalories,
            lunch: profile.lunchCalories,
            dinner: profile.dinnerCalories,
            snack: profile.snackCalories,
          }[mealType] ?? DEFAULT_MEAL_GOALS[mealType];
        return mealSuggestionAnswer({
          mealType,
          mealGoal,
          goal: dailyCalorieGoal(profile),
          eaten: (await facts.today())?.calories ?? 0,
          request: intent.meal,
        });
      }
      case 'weight':
        return weightAnswer(await facts.weights(), (await facts.profile()).height, facts.timeZone);
      case 'water_today': {
        const [today, profile] = await Promise.all([deps.hydrationService.today(caller), facts.profile()]);
        return waterAnswer({ progress: today.progress, profile, asksGoal: intent.asksGoal });
      }
      case 'activities':
        return activitiesAnswer(await facts.activities(intent.period), intent.period, facts.timeZone);
      case 'goals': {
        const profile = await facts.profile();
        return goalsAnswer({
          breakfast: profile.breakfastCalories,
          lunch: profile.lunchCalories,
          dinner: profile.dinnerCalories,
          snack: profile.snackCalories,
          snackQuantity: profile.snackQuantity,
          daily: dailyCalorieGoal(profile),
        });
      }
      case 'plan_rules':
        return planRulesAnswer(await deps.subscriptionsService.effectivePlanOf(caller));
      case 'unknown':
        return unknownAnswer();
    }
  }

  /**
   * Chat context: the user's recent data as lines of the prompt, every number from the
   * database. Food names are typed by people (meals, "Meus alimentos"), so each one is quoted().
   */
  async function contextOf(facts: Facts): Promise<string> {
    const date = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: facts.timeZone });
    const [profile, today, goal, weights, activities, meals] = await Promise.all([
      facts.profile(),
      facts.today(),
      facts.goal(),
      facts.weights(),
      facts.activities('context'),
      facts.recentMeals(),
    ]);
    const lines = [
      `Meta diária: ${fmt0(goal)} kcal (café da manhã ${profile.breakfastCalories ?? '—'}, almoço ${profile.lunchCalories ?? '—'}, jantar ${profile.dinnerCalories ?? '—'}, lanche ${profile.snackCalories ?? '—'} × ${profile.snackQuantity ?? 1}).`,
      today
        ? `Hoje: ${fmt0(today.calories)} kcal em ${today.meals} refeição(ões); proteína ${fmt1(today.protein)} g, carboidratos ${fmt1(today.carbs)} g, gordura ${fmt1(today.fat)} g, fibras ${fmt1(today.fiber)} g.`
        : 'Hoje: nenhuma refeição registrada.',
      profile.height ? `Altura: ${fmt0(profile.height)} cm.` : 'Altura: não informada.',
      `Últimos pesos (${Math.min(weights.length, CHAT_CONTEXT.promptWeights)} de ${weights.length}): ${
        weights
          .slice(0, CHAT_CONTEXT.promptWeights)
          .map((w) => `${date.format(new Date(w.measuredAt))} ${fmt1(w.weight)} kg`)
          .join('; ') || 'nenhum'
      }.`,
      `Últimas refeições (${Math.min(meals.meals.length, CHAT_CONTEXT.promptMeals)} de ${meals.meals.length} nos últimos 7 dias): ${
        meals.meals
          .slice(0, CHAT_CONTEXT.promptMeals)
          .map(
            (m) =>
              `${date.format(new Date(m.consumedAt))} ${MEAL_TYPE_LABELS[m.mealType]} ${fmt0(m.totalCalories)} kcal (${m.portions.map((p) => `${quoted(p.foodName)} ${fmt0(p.grams)} ${p.amountUnit ?? 'g'}`).join(', ')})`,
          )
          .join('; ') || 'nenhuma'
      }.`,
      `Atividades nos últimos 30 dias: ${activities.length}, ${fmt0(activities.reduce((t, a) => t + (a.caloriesBurned ?? 0), 0))} kcal gastas.`,
    ];
    return lines.join('\n');
  }

  /**
   * What the model reads: everything that comes from the person (records, the facts that may repeat
   * a name they typed, the question) sits in a data block the system instruction declares as data.
   */
  async function modelPrompt(facts: Facts, answer: LocalAnswer, message: string): Promise<string> {
    return [
      dataBlock(CHAT_PROMPT_BLOCKS.userData, await contextOf(facts)),
      '',
      'Fatos calculados pelo app para esta pergunta (use estes números, sem alterá-los):',
      dataBlock(CHAT_PROMPT_BLOCKS.facts, answer.reply),
      '',
      'Pergunta do usuário:',
      dataBlock(CHAT_PROMPT_BLOCKS.question, quoted(message)),
    ].join('\n');
  }

  return {
    /**
     * POST /api/chat (issue 11). Premium only (checked here, not in the browser); off-topic messages
     * get the canned redirect without a model call or a counted request; every other message counts
     * against the assistant's budget (chat-budget.ts) before anything is read or asked. A model answer
     * also holds one of the person's in-flight places until the caller releases it.
     */
    async respond(caller: Caller, message: string): Promise<ChatOutcome> {
      const plan = await deps.subscriptionsService.effectivePlanOf(caller);
      if (!plan.limits.aiChatEnabled) throw forbidden('PREMIUM_REQUIRED', CHAT_MESSAGES.premiumRequired);
      if (isOffTopic(message))
        return {
          type: 'reply',
          reply: { reply: CHAT_MESSAGES.offTopic, kind: 'off_topic', source: 'local', citations: [] },
        };
      if (!deps.ai.isModel) {
        await budget.take(caller.id, 'local', plan.limits);
        const at = now();
        const answer = await localAnswer(await readMessage(caller, message), caller, factsOf(caller, at), at);
        return {
          type: 'reply',
          reply: { reply: answer.reply, kind: answer.kind, source: 'local', citations: answer.citations },
        };
      }
      const release = budget.enter(caller.id);
      try {
        await budget.take(caller.id, 'model', plan.limits);
        const at = now();
        const facts = factsOf(caller, at);
        const answer = await localAnswer(await readMessage(caller, message), caller, facts, at);
        return {
          type: 'model',
          kind: answer.kind,
          citations: answer.citations,
          request: { system: CHAT_SYSTEM_INSTRUCTION, prompt: await modelPrompt(facts, answer, message) },
          release,
        };
      } catch (error) {
        release();
        throw error;
      }
    },

    /** True when the configured model can send its answer piece by piece. */
    get streams(): boolean {
      return typeof deps.ai.streamText === 'function';
    },

    /**
     * The model's answer piece by piece. Without streaming in the
     * provider, the whole answer as one piece.
     */
    async *stream(request: ModelRequest, signal?: AbortSignal): AsyncGenerator<string> {
      const streamText = deps.ai.streamText?.bind(deps.ai);
      if (!streamText) {
        yield await this.complete(request, signal);
        return;
      }
      try {
        yield* streamText({ ...request, ...CHAT_AI_SETTINGS, ...(signal ? { signal } : {}) });
      } catch (error) {
        throw modelFailure(error, 'chat: model stream failed');
      }
    },

    /** The model's whole answer (providers without streaming, and JSON callers). */
    async complete(request: ModelRequest, signal?: AbortSignal): Promise<string> {
      try {
        const text = await deps.ai.generateText({ ...request, ...CHAT_AI_SETTINGS, ...(signal ? { signal } : {}) });
        if (!text.trim()) throw new AiError('bad_response', 'chat: empty response');
        return text.trim();
      } catch (error) {
        throw modelFailure(error, 'chat: model failed');
      }
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
