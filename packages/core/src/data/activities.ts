import source from './sources/met_activities_app.json';

/**
 * The app's physical activities with their MET values.
 * Source: Ainsworth BE, Haskell WL, Herrmann SD, Meckes N, Bassett Jr DR, Tudor-Locke C, Greer JL,
 * Vezina J, Whitt-Glover MC, Leon AS. 2011 Compendium of Physical Activities: a second update of codes
 * and MET values. Med Sci Sports Exerc 2011;43(8):1575–1581. MET values unchanged; the selection,
 * pt-BR names and categories are ours (see sources/met_activities_app.json "meta").
 */
export const ACTIVITIES_CITATION = 'Fonte: Compêndio de Atividades Físicas 2011 (Ainsworth et al.)';

/** Categories, in the order the app lists them. */
export const ACTIVITY_CATEGORIES = [
  'Caminhada',
  'Corrida',
  'Ciclismo',
  'Natação',
  'Musculação',
  'Esportes',
  'Artes Marciais',
  'Ginástica',
  'HIIT',
  'Cotidiano',
  'Aquáticos',
  'Academia',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export interface Activity {
  id: number;
  name: string;
  category: ActivityCategory;
  met: number;
  /** 2011 Compendium code the MET value comes from. */
  compendiumCode: string;
}

/** Autocomplete starts after more than 2 characters and shows at most 5 suggestions. */
export const ACTIVITY_SEARCH_MIN_LENGTH = 3;
export const ACTIVITY_SUGGESTIONS_LIMIT = 5;

function isCategory(value: string): value is ActivityCategory {
  return (ACTIVITY_CATEGORIES as readonly string[]).includes(value);
}

export const ACTIVITIES: readonly Activity[] = source.activities.map((row) => {
  if (!isCategory(row.category)) throw new Error(`unknown activity category: ${row.category}`);
  return { id: row.id, name: row.name_pt, category: row.category, met: row.met, compendiumCode: row.compendium_code };
});

/** Lower case without accents or surrounding spaces, so 'natacao' finds 'Natação'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const indexed = ACTIVITIES.map((activity) => ({
  activity,
  name: normalizeText(activity.name),
  category: normalizeText(activity.category),
}));

/**
 * Activities for an autocomplete: names starting with the query first, then names containing it,
 * then activities of a matching category; empty for queries of 2 characters or fewer.
 */
export function searchActivities(query: string, limit: number = ACTIVITY_SUGGESTIONS_LIMIT): Activity[] {
  const needle = normalizeText(query);
  if (needle.length < ACTIVITY_SEARCH_MIN_LENGTH || limit <= 0) return [];
  const rank = (entry: (typeof indexed)[number]): number => {
    if (entry.name.startsWith(needle)) return 0;
    if (entry.name.includes(needle)) return 1;
    if (entry.category.includes(needle)) return 2;
    return -1;
  };
  return indexed
    .map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.entry.activity.id - b.entry.activity.id)
    .slice(0, limit)
    .map(({ entry }) => entry.activity);
}

/** The activity whose name is exactly this text (ignoring case and accents), if any. */
export function findActivityByName(name: string): Activity | undefined {
  const needle = normalizeText(name);
  return indexed.find((entry) => entry.name === needle)?.activity;
}
