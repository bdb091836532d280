/**
 * Everyday Brazilian meals for the realism benchmark (bench/realism.ts): what people type in the
 * planner, with a calorie target a meal of that kind usually has (200–1200 kcal, 2–8 foods).
 */
import type { MealType } from '../packages/core/src/schemas/planner';

export interface BenchMeal {
  mealType: MealType;
  kcal: number;
  foods: string[];
}

const meal = (mealType: MealType, kcal: number, ...foods: string[]): BenchMeal => ({ mealType, kcal, foods });

export const REALISM_MEALS: readonly BenchMeal[] = [
  // Café da manhã
  meal('breakfast', 350, 'pão francês', 'manteiga', 'café com leite'),
  meal('breakfast', 400, 'pão francês', 'queijo minas', 'café', 'mamão'),
  meal('breakfast', 450, 'cuscuz', 'ovo cozido', 'café'),
  meal('breakfast', 400, 'tapioca', 'queijo prato', 'café'),
  meal('breakfast', 350, 'iogurte natural', 'aveia', 'banana', 'mel'),
  meal('breakfast', 300, 'pão de forma integral', 'ovo mexido', 'suco de laranja'),
  meal('breakfast', 500, 'pão francês', 'ovo frito', 'queijo mussarela', 'presunto', 'café com leite'),
  meal('breakfast', 250, 'vitamina de banana', 'aveia'),
  meal('breakfast', 380, 'pão de queijo', 'café com leite', 'maçã'),
  meal('breakfast', 350, 'misto quente', 'suco de laranja'),
  meal('breakfast', 330, 'leite', 'flocos de milho', 'banana'),
  meal('breakfast', 450, 'pão francês', 'requeijão', 'ovo cozido', 'café', 'mamão'),
  meal('breakfast', 300, 'torrada', 'mel', 'queijo branco', 'chá'),
  meal('breakfast', 550, 'cuscuz', 'ovo frito', 'queijo prato', 'café com leite'),
  meal('breakfast', 280, 'iogurte', 'aveia', 'morango'),
  meal('breakfast', 400, 'pão integral', 'amendoim', 'banana', 'café'),
  // Almoço
  meal('lunch', 700, 'arroz', 'feijão', 'bife', 'salada de tomate', 'farofa'),
  meal('lunch', 600, 'arroz branco', 'feijão carioca', 'frango grelhado', 'alface'),
  meal('lunch', 600, 'arroz branco', 'feijão carioca', 'frango grelhado', 'alface', 'azeite'),
  meal('lunch', 650, 'arroz', 'feijão preto', 'carne moída', 'couve refogada', 'laranja'),
  meal('lunch', 550, 'arroz integral', 'lentilha', 'peixe', 'brócolis', 'azeite'),
  meal('lunch', 800, 'arroz', 'feijão', 'frango assado', 'batata cozida', 'salada', 'azeite'),
  meal('lunch', 500, 'arroz', 'feijão', 'ovo frito', 'alface', 'tomate'),
  meal('lunch', 750, 'macarrão', 'carne moída', 'molho de tomate', 'queijo parmesão', 'salada'),
  meal('lunch', 900, 'feijoada', 'arroz', 'couve refogada', 'farofa', 'laranja'),
  meal('lunch', 600, 'arroz', 'feijão', 'bife de fígado', 'cebola', 'chuchu'),
  meal('lunch', 700, 'arroz', 'feijão', 'linguiça', 'mandioca cozida', 'tomate', 'cebola'),
  meal('lunch', 650, 'batata cozida', 'frango grelhado', 'cenoura cozida', 'brócolis', 'azeite'),
  meal('lunch', 1000, 'arroz', 'feijão', 'picanha', 'farofa', 'tomate', 'mandioca frita'),
  meal('lunch', 600, 'arroz', 'feijão', 'tilápia', 'abobrinha', 'azeite'),
  meal('lunch', 500, 'salada', 'frango grelhado', 'grão de bico', 'azeite', 'tomate'),
  meal('lunch', 850, 'arroz', 'feijão', 'bife', 'batata frita', 'salada', 'suco de laranja'),
  meal('lunch', 700, 'baião de dois', 'carne seca', 'queijo prato', 'tomate'),
  meal('lunch', 1200, 'arroz', 'feijão', 'frango grelhado', 'macarrão', 'salada', 'farofa', 'azeite', 'banana'),
  // Jantar
  meal('dinner', 500, 'macarrão', 'carne moída', 'molho de tomate', 'queijo parmesão'),
  meal('dinner', 450, 'batata cozida', 'cenoura cozida', 'frango desfiado', 'pão francês'),
  meal('dinner', 550, 'arroz', 'feijão', 'omelete', 'salada'),
  meal('dinner', 400, 'tapioca', 'frango desfiado', 'queijo minas', 'suco de laranja'),
  meal('dinner', 600, 'arroz', 'peixe', 'batata cozida', 'brócolis', 'azeite'),
  meal('dinner', 500, 'batata doce', 'frango grelhado', 'salada', 'azeite'),
  meal('dinner', 600, 'macarrão à bolonhesa', 'salada', 'suco de uva'),
  meal('dinner', 450, 'cuscuz', 'ovo cozido', 'queijo prato', 'café com leite'),
  meal('dinner', 700, 'arroz', 'feijão', 'strogonoff de frango', 'salada'),
  meal('dinner', 350, 'pão integral', 'atum', 'alface', 'tomate', 'suco de laranja'),
  meal('dinner', 550, 'polenta', 'carne de panela', 'salada'),
  meal('dinner', 500, 'nhoque', 'molho de tomate', 'queijo parmesão', 'salada'),
  meal('dinner', 800, 'arroz', 'feijão', 'bife', 'ovo frito', 'batata frita', 'salada'),
  meal('dinner', 400, 'mandioca cozida', 'ovo cozido', 'queijo branco', 'chá'),
  // Lanches
  meal('snack', 200, 'iogurte natural', 'banana'),
  meal('snack', 250, 'maçã', 'castanha do pará'),
  meal('snack', 300, 'pão de queijo', 'café'),
  meal('snack', 200, 'banana', 'aveia', 'leite'),
  meal('snack', 350, 'pão de forma', 'frango desfiado', 'alface', 'suco de laranja'),
  meal('snack', 250, 'bolacha de água e sal', 'queijo minas', 'chá'),
  meal('snack', 200, 'vitamina de mamão'),
  meal('snack', 400, 'pão francês', 'presunto', 'queijo mussarela', 'suco de laranja'),
  meal('snack', 250, 'tapioca', 'manteiga', 'café'),
  meal('snack', 200, 'amendoim', 'uva'),
  meal('snack', 300, 'bolo de milho', 'café com leite'),
  meal('snack', 350, 'açaí', 'banana', 'aveia'),
  meal('snack', 200, 'leite', 'achocolatado', 'biscoito maisena'),
  meal('snack', 350, 'coxinha', 'refrigerante'),
  meal('snack', 300, 'pão de forma', 'amendoim', 'banana'),
  meal('snack', 250, 'milho verde', 'manteiga'),
];
