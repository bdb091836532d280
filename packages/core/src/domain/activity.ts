/** "Calorie burn = MET × weight × hours, rounded" and the activity windows. */

/** The health screen always logs 'moderate'. */
export const DEFAULT_ACTIVITY_INTENSITY = 'moderate';

/** Windows: activities read by the dashboard (30 days), history (365) and default stats (7). */
export const ACTIVITY_WINDOW_DAYS = { dashboard: 30, history: 365, stats: 7 } as const;

/** kcal ≈ MET × weight (kg) × duration (h), rounded to a whole kcal. */
export function caloriesBurned(met: number, weightKg: number, minutes: number): number {
  return Math.round(met * weightKg * (minutes / 60));
}
