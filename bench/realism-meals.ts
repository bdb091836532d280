/**
 * Everyday Brazilian meals for the realism benchmark (bench/realism.ts): what people type in the
 * planner, with a calorie target a meal of that kind usually has.
 *
 * The first 64 were written for issue 7 (16 breakfasts, 18 lunches, 14 dinners, 16 snacks). The
 * rest were added for issue 30 and were never used to tune the solver: regional dishes of the
 * Nordeste, Norte, Minas, Sul and Centro-Oeste, breakfasts of two breads, two mistos quentes or two
 * tapiocas, marmitas, and every plate the dietitian's review named (açaí, tacacá, acarajé,
 * feijoada, tropeiro, strogonoff, hambúrguer, creme de leite, sugar and honey, grated carrot,
 * strawberries with yoghurt, the dry or raw forms "miojo", "guandu", "cappuccino", "gelatina",
 * "inhame", "tucunaré", "quiabo", "vagem"). The last 37 ('held out') were written while the solver
 * was being changed for issue 30 and scored once, after it: the figure for meals nobody tuned for.
 */
import type { MealType } from '../packages/core/src/schemas/planner';

export interface BenchMeal {
  mealType: MealType;
  kcal: number;
  foods: string[];
  /**
   * Where the meal comes from: 'issue 7' (the original 64), 'issue 30' (unseen meals, whose failures
   * were then shown to the solver's authors) or 'held out' (written at the same time and scored once,
   * after the solver's changes: the figure for meals nobody tuned for).
   */
  set: 'issue 7' | 'issue 30' | 'held out';
}

const seen =
  (set: BenchMeal['set']) =>
  (mealType: MealType, kcal: number, ...foods: string[]): BenchMeal => ({ mealType, kcal, foods, set });
const meal = seen('issue 7');
const unseen = seen('issue 30');
const heldOut = seen('held out');

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

  // ——— Issue 30: meals nobody tuned the solver for ———
  // Breakfasts of two breads, two mistos quentes, two tapiocas
  unseen('breakfast', 450, 'pão francês', 'manteiga', 'café com leite'),
  unseen('breakfast', 400, 'misto quente', 'suco de laranja'),
  unseen('breakfast', 480, 'misto quente', 'café com leite'),
  unseen('breakfast', 500, 'tapioca', 'manteiga', 'café com leite'),
  unseen('breakfast', 600, 'pão francês', 'manteiga', 'ovo frito', 'café com leite', 'banana'),
  unseen('breakfast', 500, 'pão francês', 'ovo mexido', 'queijo mussarela', 'suco de laranja'),
  unseen('breakfast', 450, 'pão francês', 'requeijão', 'café com leite', 'banana'),
  unseen('breakfast', 400, 'pão na chapa', 'café com leite'),
  unseen('breakfast', 450, 'pão com ovo', 'café com leite'),
  unseen('breakfast', 450, 'pão francês', 'mortadela', 'café'),
  unseen('breakfast', 400, 'pão de forma', 'queijo branco', 'mamão', 'café com leite'),
  unseen('breakfast', 350, 'pão de queijo', 'café com leite'),
  unseen('breakfast', 350, 'leite', 'aveia', 'banana', 'açúcar'),
  unseen('breakfast', 220, 'iogurte', 'morango', 'mel'),
  unseen('breakfast', 350, 'iogurte natural', 'mamão', 'aveia', 'mel'),
  unseen('breakfast', 300, 'cappuccino', 'torrada', 'requeijão'),
  unseen('breakfast', 350, 'vitamina de banana', 'pão de queijo'),
  unseen('breakfast', 300, 'pão integral', 'cenoura ralada', 'queijo branco', 'chá'),
  // Nordeste breakfasts
  unseen('breakfast', 350, 'cuscuz', 'manteiga', 'café'),
  unseen('breakfast', 500, 'cuscuz', 'linguiça', 'café'),
  unseen('breakfast', 400, 'cuscuz', 'leite'),
  unseen('breakfast', 400, 'macaxeira', 'manteiga', 'café com leite'),
  unseen('breakfast', 450, 'inhame', 'ovo cozido', 'café'),
  unseen('breakfast', 550, 'cuscuz', 'carne seca', 'manteiga', 'café'),
  unseen('breakfast', 350, 'bolo de aipim', 'café com leite'),
  // PFs, Sudeste
  unseen('lunch', 700, 'arroz', 'strogonoff', 'salada'),
  unseen('lunch', 750, 'arroz', 'feijão', 'bife à milanesa', 'salada'),
  unseen('lunch', 700, 'arroz', 'feijão', 'linguiça', 'ovo frito', 'salada'),
  unseen('lunch', 650, 'arroz', 'feijão', 'peixe frito', 'salada'),
  unseen('lunch', 850, 'arroz', 'feijão', 'bife', 'ovo frito', 'batata frita'),
  unseen('lunch', 700, 'arroz', 'frango desfiado', 'creme de leite', 'salada'),
  unseen('lunch', 500, 'frango grelhado', 'salada', 'arroz integral', 'suco de maracujá', 'açúcar'),
  unseen('lunch', 650, 'arroz', 'feijão', 'fígado', 'cebola', 'vagem'),
  unseen('lunch', 700, 'macarrão', 'frango assado', 'maionese de legumes'),
  unseen('lunch', 600, 'cuscuz paulista', 'salada', 'suco de laranja'),
  unseen('lunch', 800, 'virado à paulista', 'arroz', 'couve refogada'),
  unseen('lunch', 600, 'arroz', 'feijão guandu', 'carne moída', 'salada'),
  // Minas
  unseen('lunch', 650, 'feijão tropeiro', 'arroz', 'couve refogada'),
  unseen('lunch', 850, 'feijão tropeiro', 'arroz', 'couve refogada', 'bisteca'),
  unseen('lunch', 700, 'arroz', 'frango', 'quiabo', 'polenta'),
  unseen('lunch', 650, 'vaca atolada', 'arroz', 'couve'),
  unseen('lunch', 850, 'feijoada', 'arroz', 'couve refogada', 'torresmo'),
  unseen('snack', 300, 'pão de queijo', 'café', 'doce de leite'),
  // Nordeste
  unseen('lunch', 650, 'baião de dois', 'frango assado', 'salada'),
  unseen('lunch', 600, 'arroz', 'feijão de corda', 'carne seca', 'macaxeira'),
  unseen('lunch', 600, 'sarapatel', 'arroz', 'farinha de mandioca'),
  unseen('lunch', 650, 'arroz', 'quibebe', 'carne seca'),
  unseen('lunch', 700, 'arroz', 'vatapá', 'camarão', 'salada'),
  unseen('snack', 400, 'acarajé'),
  unseen('dinner', 550, 'acarajé', 'suco de caju'),
  unseen('snack', 350, 'tapioca', 'coco'),
  unseen('snack', 250, 'cocada', 'café'),
  unseen('snack', 350, 'canjica'),
  // Norte
  unseen('lunch', 700, 'açaí', "farinha d'água", 'peixe frito'),
  unseen('snack', 600, 'açaí na tigela', 'banana', 'aveia'),
  unseen('snack', 500, 'açaí na tigela', 'morango', 'leite condensado'),
  unseen('snack', 250, 'tacacá'),
  unseen('dinner', 300, 'tacacá', 'camarão'),
  unseen('lunch', 650, 'maniçoba', 'arroz', "farinha d'água"),
  unseen('lunch', 600, 'tucunaré', 'arroz', 'feijão', 'salada'),
  unseen('breakfast', 450, 'tapioca', 'café com leite', 'banana'),
  // Sul
  unseen('lunch', 750, 'arroz carreteiro', 'salada', 'mandioca cozida'),
  unseen('lunch', 900, 'picanha', 'linguiça', 'maionese de legumes', 'arroz', 'farofa'),
  unseen('lunch', 650, 'polenta', 'frango assado', 'salada'),
  unseen('snack', 300, 'pinhão'),
  unseen('dinner', 500, 'arroz', 'feijão', 'costela', 'mandioca cozida'),
  // Centro-Oeste
  unseen('lunch', 650, 'arroz', 'pequi', 'frango assado', 'salada'),
  unseen('snack', 350, 'pamonha', 'café'),
  // Marmitas
  unseen('lunch', 600, 'arroz', 'feijão', 'frango grelhado', 'brócolis', 'cenoura cozida'),
  unseen('lunch', 500, 'arroz integral', 'frango desfiado', 'abobrinha', 'batata doce'),
  unseen('lunch', 700, 'arroz', 'feijão', 'carne moída', 'batata cozida', 'cenoura cozida'),
  unseen('lunch', 650, 'macarrão', 'frango desfiado', 'molho de tomate', 'brócolis'),
  unseen('lunch', 550, 'arroz', 'lentilha', 'ovo cozido', 'couve refogada'),
  unseen('lunch', 800, 'arroz', 'feijão', 'bisteca', 'mandioca cozida', 'couve'),
  unseen('lunch', 600, 'arroz', 'feijão', 'strogonoff de carne', 'gelatina'),
  // Dinners
  unseen('dinner', 600, 'strogonoff de carne', 'arroz', 'salada'),
  unseen('dinner', 600, 'pão francês', 'hambúrguer', 'queijo prato', 'alface', 'tomate'),
  unseen('dinner', 500, 'miojo', 'ovo cozido'),
  unseen('dinner', 400, 'miojo'),
  unseen('dinner', 450, 'omelete', 'salada', 'pão integral'),
  unseen('dinner', 450, 'inhame', 'carne moída', 'couve'),
  unseen('dinner', 450, 'tapioca', 'frango desfiado', 'requeijão'),
  unseen('dinner', 550, 'arroz', 'feijão', 'ovo frito', 'couve refogada'),
  unseen('dinner', 500, 'cuscuz', 'carne seca', 'café com leite'),
  // Snacks
  unseen('snack', 650, 'hambúrguer', 'pão de forma', 'queijo mussarela', 'refrigerante'),
  unseen('snack', 400, 'pão de forma', 'frango desfiado', 'cenoura ralada', 'alface'),
  unseen('snack', 350, 'pão integral', 'atum', 'cenoura ralada', 'tomate', 'suco de laranja'),
  unseen('snack', 450, 'pastel', 'caldo de cana'),
  unseen('snack', 400, 'quibe', 'refrigerante'),
  unseen('snack', 450, 'coxinha', 'suco de laranja'),
  unseen('snack', 250, 'biscoito de polvilho', 'café'),
  unseen('snack', 300, 'banana', 'aveia', 'mel'),
  unseen('snack', 350, 'bolo de chocolate', 'café com leite'),
  unseen('snack', 350, 'biscoito recheado', 'leite'),
  unseen('snack', 250, 'maçã', 'amendoim'),
  unseen('snack', 200, 'morango', 'creme de leite', 'açúcar'),
  unseen('snack', 300, 'pão de milho', 'café com leite'),
  unseen('snack', 300, 'paçoca', 'café com leite'),
  // ——— Held out: written while the solver was being changed, scored once, never shown before the run ———
  heldOut('breakfast', 500, 'pão francês', 'queijo prato', 'presunto', 'café com leite'),
  heldOut('breakfast', 400, 'tapioca', 'ovo mexido', 'café'),
  heldOut('breakfast', 450, 'cuscuz', 'ovo frito', 'café'),
  heldOut('breakfast', 300, 'pão de forma', 'requeijão', 'café com leite'),
  heldOut('breakfast', 300, 'mamão', 'iogurte natural', 'aveia'),
  heldOut('breakfast', 550, 'pão francês', 'manteiga', 'queijo minas', 'café com leite', 'mamão'),
  heldOut('breakfast', 400, 'macaxeira', 'ovo cozido', 'café com leite'),
  heldOut('breakfast', 300, 'leite', 'flocos de milho', 'açúcar'),
  heldOut('breakfast', 350, 'inhame', 'manteiga', 'café com leite'),
  heldOut('lunch', 750, 'arroz', 'feijão preto', 'bisteca', 'couve refogada', 'laranja'),
  heldOut('lunch', 650, 'arroz', 'feijão', 'frango assado', 'maionese de legumes'),
  heldOut('lunch', 600, 'arroz', 'feijão', 'peixe', 'abobrinha'),
  heldOut('lunch', 800, 'feijoada', 'arroz', 'farofa', 'couve refogada'),
  heldOut('lunch', 700, 'feijão tropeiro', 'arroz', 'linguiça', 'couve'),
  heldOut('lunch', 550, 'strogonoff de frango', 'arroz integral', 'brócolis'),
  heldOut('lunch', 650, 'baião de dois', 'carne de panela', 'salada'),
  heldOut('lunch', 600, 'macarrão à bolonhesa', 'salada', 'queijo parmesão'),
  heldOut('lunch', 700, 'arroz', 'feijão', 'bife', 'mandioca frita', 'salada'),
  heldOut('lunch', 500, 'arroz integral', 'feijão', 'tilápia', 'brócolis', 'azeite'),
  heldOut('lunch', 850, 'arroz', 'feijão', 'picanha', 'farofa', 'salada de tomate'),
  heldOut('lunch', 600, 'nhoque', 'carne moída', 'molho de tomate'),
  heldOut('lunch', 650, 'maniçoba', 'arroz'),
  heldOut('dinner', 500, 'tapioca', 'ovo frito', 'queijo minas'),
  heldOut('dinner', 450, 'cuscuz', 'frango desfiado', 'café com leite'),
  heldOut('dinner', 600, 'arroz', 'feijão', 'hambúrguer', 'salada'),
  heldOut('dinner', 450, 'omelete', 'arroz', 'salada'),
  heldOut('dinner', 550, 'polenta', 'linguiça', 'salada'),
  heldOut('dinner', 350, 'pão integral', 'frango desfiado', 'tomate', 'alface'),
  heldOut('dinner', 550, 'acarajé', 'vatapá', 'camarão'),
  heldOut('dinner', 700, 'arroz carreteiro', 'ovo frito', 'salada'),
  heldOut('snack', 300, 'iogurte', 'banana', 'aveia'),
  heldOut('snack', 400, 'açaí', 'banana', 'leite condensado'),
  heldOut('snack', 350, 'pão de queijo', 'suco de laranja'),
  heldOut('snack', 300, 'tapioca', 'queijo minas'),
  heldOut('snack', 400, 'pastel', 'refrigerante'),
  heldOut('snack', 450, 'misto quente', 'refrigerante'),
  heldOut('snack', 300, 'bolo de aipim', 'café'),
];
