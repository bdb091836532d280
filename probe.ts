import { findFoodName, searchFoodNames } from './packages/core/src/domain/food-search';
import { getFoodById } from './packages/core/src/data/foods';
const inputs = process.argv.slice(2).join(' ').split(',').map((s) => s.trim()).filter(Boolean);
for (const q of inputs) {
  const e = findFoodName(q);
  const s = searchFoodNames(q).slice(0, 3).map((n) => `${n.name}→${n.foodId}`).join(' | ');
  console.log(`${q.padEnd(24)} ${e ? `${e.foodId} ${getFoodById(e.foodId)?.name}` : '—'}    [${s}]`);
}
