import { DISH_LIST_ALIASES, DISH_NAMES } from './dish-names';
import type { FoodName } from './food-types';

/*
 * Searchable food names for the planner's autocomplete. This module is imported by the browser, so it
 * holds names and ids only (never the composition data in foods.ts or the source JSON files).
 *
 * ALIASES are everyday pt-BR names, each linked by hand to the TACO food it really is (the TACO name is
 * in the comment). A name without a state is the food as eaten: cooked when it is eaten cooked
 * ("macarrão", "feijão", "beterraba"), raw only when asked ("macarrão cru") or when it is eaten raw
 * (fruit, salad leaves). Where TACO lacks the food (cooked pasta, tilápia, white sliced bread,
 * mixtures such as café com leite), the name points to a derived food, ids 1001+ (derived-foods.ts).
 * Where there is no sourced food at all there is no alias: no granola or queijo coalho.
 * "tapioca" is TACO's only tapioca, "Tapioca, com manteiga".
 * TACO_NAMES are TACO's own names of every plannable food (all but 450 and 591, whose energy and
 * macronutrients TACO marks as under re-analysis, and 472 "Cana, aguardente", whose protein,
 * carbohydrate and fat TACO did not analyse).
 */

/** [everyday name, TACO id] */
const ALIASES: readonly (readonly [string, number])[] = [
  ['arroz integral', 1], // Arroz, integral, cozido
  ['arroz branco', 3], // Arroz, tipo 1, cozido
  ['arroz', 1201], // Arroz, branco, cozido, preparo caseiro (IBGE POF: TACO's rice with oil and salt)
  ['arroz caseiro', 1201], // Arroz, branco, cozido, preparo caseiro
  ['arroz temperado', 1201], // Arroz, branco, cozido, preparo caseiro
  ['arroz cozido', 3], // Arroz, tipo 1, cozido
  ['arroz branco cozido', 3], // Arroz, tipo 1, cozido
  ['arroz agulhinha', 3], // Arroz, tipo 1, cozido
  ['arroz branco cru', 4], // Arroz, tipo 1, cru
  ['arroz cru', 4], // Arroz, tipo 1, cru
  ['arroz tipo 2', 5], // Arroz, tipo 2, cozido
  ['aveia', 7], // Aveia, flocos, crua
  ['aveia em flocos', 7], // Aveia, flocos, crua
  ['flocos de aveia', 7], // Aveia, flocos, crua
  ['bolacha maisena', 8], // Biscoito, doce, maisena
  ['biscoito maisena', 8], // Biscoito, doce, maisena
  ['biscoito recheado', 9], // Biscoito, doce, recheado com chocolate
  ['bolacha recheada', 9], // Biscoito, doce, recheado com chocolate
  ['biscoito recheado de chocolate', 9], // Biscoito, doce, recheado com chocolate
  ['bolacha recheada de chocolate', 9], // Biscoito, doce, recheado com chocolate
  ['biscoito recheado de morango', 10], // Biscoito, doce, recheado com morango
  ['bolacha recheada de morango', 10], // Biscoito, doce, recheado com morango
  ['wafer', 11], // Biscoito, doce, wafer, recheado de chocolate
  ['wafer de chocolate', 11], // Biscoito, doce, wafer, recheado de chocolate
  ['biscoito wafer', 11], // Biscoito, doce, wafer, recheado de chocolate
  ['wafer de morango', 12], // Biscoito, doce, wafer, recheado de morango
  ['bolacha de água e sal', 13], // Biscoito, salgado, cream cracker
  ['biscoito de água e sal', 13], // Biscoito, salgado, cream cracker
  ['cream cracker', 13], // Biscoito, salgado, cream cracker
  ['biscoito cream cracker', 13], // Biscoito, salgado, cream cracker
  ['bolacha cream cracker', 13], // Biscoito, salgado, cream cracker
  ['mistura para bolo', 14], // Bolo, mistura para
  ['bolo de aipim', 15], // Bolo, pronto, aipim
  ['bolo de mandioca', 15], // Bolo, pronto, aipim
  ['bolo de macaxeira', 15], // Bolo, pronto, aipim
  ['bolo de chocolate', 16], // Bolo, pronto, chocolate
  ['bolo de coco', 17], // Bolo, pronto, coco
  ['bolo de milho', 18], // Bolo, pronto, milho
  ['canjica crua', 19], // Canjica, branca, crua
  ['milho para canjica', 19], // Canjica, branca, crua
  ['canjica', 20], // Canjica, com leite integral
  ['mungunzá', 20], // Canjica, com leite integral
  ['canjica com leite', 20], // Canjica, com leite integral
  ['flocos de milho com sal', 21], // Cereais, milho, flocos, com sal
  ['flocos de milho', 22], // Cereais, milho, flocos, sem sal
  ['flocos de milho sem sal', 22], // Cereais, milho, flocos, sem sal
  ['mingau infantil', 23], // Cereais, mingau, milho, infantil
  ['cereal infantil de milho', 23], // Cereais, mingau, milho, infantil
  ['cereal para vitamina', 24], // Cereais, mistura para vitamina, trigo, cevada e aveia
  ['mistura para vitamina', 24], // Cereais, mistura para vitamina, trigo, cevada e aveia
  ['cereal matinal', 25], // Cereal matinal, milho
  ['corn flakes', 25], // Cereal matinal, milho
  ['cornflakes', 25], // Cereal matinal, milho
  ['cereal de milho', 25], // Cereal matinal, milho
  ['sucrilhos', 26], // Cereal matinal, milho, açúcar
  ['cereal matinal açucarado', 26], // Cereal matinal, milho, açúcar
  ['cereal de milho com açúcar', 26], // Cereal matinal, milho, açúcar
  ['creme de arroz', 27], // Creme de arroz, pó
  ['creme de milho em pó', 28], // Creme de milho, pó
  ['curau', 29], // Curau, milho verde
  ['curau de milho', 29], // Curau, milho verde
  ['mistura para curau', 30], // Curau, milho verde, mistura para
  ['farinha de arroz', 31], // Farinha, de arroz, enriquecida
  ['farinha de centeio', 32], // Farinha, de centeio, integral
  ['farinha de milho', 33], // Farinha, de milho, amarela
  ['farinha branca', 35], // Farinha, de trigo
  ['farinha láctea', 36], // Farinha, láctea, de cereais
  ['massa de lasanha cozida', 37], // Lasanha, massa fresca, cozida
  ['massa de lasanha', 37], // Lasanha, massa fresca, cozida
  ['massa de lasanha crua', 38], // Lasanha, massa fresca, crua
  ['miojo', 1203], // Macarrão instantâneo, preparado (IBGE POF)
  ['miojo cru', 39], // Macarrão, instantâneo
  ['lámen', 1203], // Macarrão instantâneo, preparado
  ['macarrão instantâneo cozido', 1203], // Macarrão instantâneo, preparado
  ['macarrão', 1001], // Macarrão, trigo, cozido (derived)
  ['macarrão cru', 40], // Macarrão, trigo, cru
  ['espaguete', 1001], // Macarrão, trigo, cozido (derived)
  ['espaguete cru', 40], // Macarrão, trigo, cru
  ['massa', 1001], // Macarrão, trigo, cozido (derived)
  ['macarrão parafuso', 1001], // Macarrão, trigo, cozido (derived)
  ['macarrão penne', 1001], // Macarrão, trigo, cozido (derived)
  ['talharim', 1001], // Macarrão, trigo, cozido (derived)
  ['macarrão com ovos', 1002], // Macarrão, trigo, com ovos, cozido (derived)
  ['macarrão com ovos cru', 41], // Macarrão, trigo, cru, com ovos
  ['macarrão de ovos', 1002], // Macarrão, trigo, com ovos, cozido (derived)
  ['amido de milho', 42], // Milho, amido, cru
  ['maisena', 42], // Milho, amido, cru
  ['maizena', 42], // Milho, amido, cru
  ['fubá', 43], // Milho, fubá, cru
  ['fubá de milho', 43], // Milho, fubá, cru
  ['milho verde', 45], // Milho, verde, enlatado, drenado (as eaten; TACO has no cooked corn)
  ['milho verde cru', 44], // Milho, verde, cru
  ['espiga de milho', 44], // Milho, verde, cru
  ['milho enlatado', 45], // Milho, verde, enlatado, drenado
  ['milho em conserva', 45], // Milho, verde, enlatado, drenado
  ['milho verde enlatado', 45], // Milho, verde, enlatado, drenado
  ['mingau em pó', 46], // Mingau tradicional, pó
  ['pamonha', 47], // Pamonha, barra para cozimento, pré-cozida
  ['pão de aveia', 48], // Pão, aveia, forma
  ['pão de glúten', 50], // Pão, glúten, forma
  ['pão de milho', 51], // Pão, milho, forma
  ['pão integral', 52], // Pão, trigo, forma, integral
  ['pão de forma integral', 52], // Pão, trigo, forma, integral
  ['pão francês', 53], // Pão, trigo, francês
  ['pão', 53], // Pão, trigo, francês
  ['pão de sal', 53], // Pão, trigo, francês
  ['pãozinho', 53], // Pão, trigo, francês
  ['cacetinho', 53], // Pão, trigo, francês
  ['pão sovado', 54], // Pão, trigo, sovado
  ['pastel', 56], // Pastel, de carne, frito
  ['pastel de carne', 56], // Pastel, de carne, frito
  ['pastel de queijo', 58], // Pastel, de queijo, frito
  ['massa de pastel', 59], // Pastel, massa, crua
  ['massa de pastel frita', 60], // Pastel, massa, frita
  ['pipoca', 61], // Pipoca, com óleo de soja, sem sal
  ['pipoca de panela', 61], // Pipoca, com óleo de soja, sem sal
  ['pipoca sem sal', 61], // Pipoca, com óleo de soja, sem sal
  ['polenta', 62], // Polenta, pré-cozida
  ['polenta cozida', 62], // Polenta, pré-cozida
  ['torrada', 63], // Torrada, pão francês
  ['torrada de pão francês', 63], // Torrada, pão francês
  ['abóbora', 64], // Abóbora, cabotian, cozida
  ['abóbora cozida', 64], // Abóbora, cabotian, cozida
  ['abóbora cabotiá', 64], // Abóbora, cabotian, cozida
  ['abóbora japonesa', 64], // Abóbora, cabotian, cozida
  ['abóbora crua', 65], // Abóbora, cabotian, crua
  ['abóbora cabotiá crua', 65], // Abóbora, cabotian, crua
  ['abóbora menina', 66], // Abóbora, menina brasileira, crua
  ['abóbora moranga', 67], // Abóbora, moranga, crua
  ['moranga', 67], // Abóbora, moranga, crua
  ['abóbora refogada', 68], // Abóbora, moranga, refogada
  ['moranga refogada', 68], // Abóbora, moranga, refogada
  ['abóbora pescoço', 69], // Abóbora, pescoço, crua
  ['abobrinha cozida', 70], // Abobrinha, italiana, cozida
  ['abobrinha', 70], // Abobrinha, italiana, cozida
  ['abobrinha crua', 71], // Abobrinha, italiana, crua
  ['abobrinha italiana', 70], // Abobrinha, italiana, cozida
  ['abobrinha refogada', 72], // Abobrinha, italiana, refogada
  ['abobrinha paulista', 73], // Abobrinha, paulista, crua
  ['acelga', 74], // Acelga, crua
  ['agrião', 75], // Agrião, cru
  ['aipo', 76], // Aipo, cru
  ['salsão', 76], // Aipo, cru
  ['alface americana', 77], // Alface, americana, crua
  ['alface', 78], // Alface, crespa, crua
  ['alface crespa', 78], // Alface, crespa, crua
  ['alface lisa', 79], // Alface, lisa, crua
  ['alface roxa', 80], // Alface, roxa, crua
  ['alfavaca', 81], // Alfavaca, crua
  ['alho', 82], // Alho, cru
  ['alho poró', 83], // Alho-poró, cru
  ['almeirão', 84], // Almeirão, cru
  ['mandioquinha', 86], // Batata, baroa, cozida
  ['mandioquinha cozida', 86], // Batata, baroa, cozida
  ['batata baroa', 86], // Batata, baroa, cozida
  ['batata salsa', 86], // Batata, baroa, cozida
  ['mandioquinha crua', 87], // Batata, baroa, crua
  ['batata doce', 88], // Batata, doce, cozida
  ['batata chips', 90], // Batata, frita, tipo chips, industrializada
  ['salgadinho de batata', 90], // Batata, frita, tipo chips, industrializada
  ['batata', 91], // Batata, inglesa, cozida
  ['batata cozida', 91], // Batata, inglesa, cozida
  ['batata inglesa', 91], // Batata, inglesa, cozida
  ['batata crua', 92], // Batata, inglesa, crua
  ['batata frita', 93], // Batata, inglesa, frita
  ['batata sauté', 94], // Batata, inglesa, sauté
  ['batata soté', 94], // Batata, inglesa, sauté
  ['berinjela', 95], // Berinjela, cozida
  ['berinjela crua', 96], // Berinjela, crua
  ['beterraba', 97], // Beterraba, cozida
  ['beterraba ralada', 98], // Beterraba, crua
  ['biscoito de polvilho', 99], // Biscoito, polvilho doce
  ['biscoito polvilho', 99], // Biscoito, polvilho doce
  ['rosquinha de polvilho', 99], // Biscoito, polvilho doce
  ['brócolis', 100], // Brócolis, cozido
  ['brócolis cozidos', 100], // Brócolis, cozido
  ['cará', 102], // Cará, cozido
  ['caruru', 104], // Caruru, cru
  ['catalonha', 105], // Catalonha, crua
  ['cebola', 107], // Cebola, crua
  ['cebolinha', 108], // Cebolinha, crua
  ['cebolinha verde', 108], // Cebolinha, crua
  ['cenoura', 109], // Cenoura, cozida
  ['cenoura ralada', 110], // Cenoura, crua
  ['chicória', 111], // Chicória, crua
  ['escarola', 111], // Chicória, crua
  ['chuchu', 112], // Chuchu, cozido
  ['coentro desidratado', 114], // Coentro, folhas desidratadas
  ['couve', 116], // Couve, manteiga, refogada
  ['couve manteiga', 116], // Couve, manteiga, refogada
  ['couve crua', 115], // Couve, manteiga, crua
  ['couve refogada', 116], // Couve, manteiga, refogada
  ['couve flor', 118], // Couve-flor, cozida
  ['espinafre', 120], // Espinafre, Nova Zelândia, refogado
  ['espinafre cru', 119], // Espinafre, Nova Zelândia, cru
  ['espinafre refogado', 120], // Espinafre, Nova Zelândia, refogado
  ['farinha de mandioca', 121], // Farinha, de mandioca, crua
  ["farinha d'água", 121], // Farinha, de mandioca, crua
  ['farinha torrada', 122], // Farinha, de mandioca, torrada
  ['puba', 123], // Farinha, de puba
  ['goma de mandioca', 124], // Fécula, de mandioca
  ['broto de feijão', 125], // Feijão, broto, cru
  ['moyashi', 125], // Feijão, broto, cru
  ['inhame', 1206], // Inhame, cozido (IBGE POF)
  ['inhame cozido', 1206], // Inhame, cozido
  ['inhame cru', 126], // Inhame, cru
  ['jiló', 127], // Jiló, cru
  ['jurubeba', 128], // Jurubeba, crua
  ['mandioca', 129], // Mandioca, cozida
  ['aipim', 129], // Mandioca, cozida
  ['aipim cozido', 129], // Mandioca, cozida
  ['macaxeira', 129], // Mandioca, cozida
  ['macaxeira cozida', 129], // Mandioca, cozida
  ['aipim cru', 130], // Mandioca, crua
  ['macaxeira crua', 130], // Mandioca, crua
  ['farofa', 131], // Mandioca, farofa, temperada
  ['farofa de mandioca', 131], // Mandioca, farofa, temperada
  ['farofa pronta', 131], // Mandioca, farofa, temperada
  ['aipim frito', 132], // Mandioca, frita
  ['macaxeira frita', 132], // Mandioca, frita
  ['manjericão', 133], // Manjericão, cru
  ['maxixe', 134], // Maxixe, cru
  // Bare "mostarda" is the condiment (IBGE POF "Mostarda molho", dish-names.ts 3908), not the leaves.
  ['folha de mostarda', 135], // Mostarda, folha, crua
  ['nhoque', 136], // Nhoque, batata, cozido
  ['nhoque de batata', 136], // Nhoque, batata, cozido
  ['nabo', 137], // Nabo, cru
  ['palmito', 138], // Palmito, juçara, em conserva
  ['palmito juçara', 138], // Palmito, juçara, em conserva
  ['palmito pupunha', 139], // Palmito, pupunha, em conserva
  ['pão de queijo', 140], // Pão, de queijo, assado
  ['pão de queijo congelado', 141], // Pão, de queijo, cru
  ['pepino', 142], // Pepino, cru
  ['pimentão amarelo', 143], // Pimentão, amarelo, cru
  ['pimentão', 144], // Pimentão, verde, cru
  ['pimentão verde', 144], // Pimentão, verde, cru
  ['pimentão vermelho', 145], // Pimentão, vermelho, cru
  ['polvilho', 146], // Polvilho, doce
  ['quiabo', 1204], // Quiabo, cozido (IBGE POF)
  ['quiabo cozido', 1204], // Quiabo, cozido
  ['quiabo cru', 147], // Quiabo, cru
  ['rabanete', 148], // Rabanete, cru
  ['repolho', 149], // Repolho, branco, cru
  ['repolho branco', 149], // Repolho, branco, cru
  ['repolho cru', 149], // Repolho, branco, cru
  ['repolho roxo', 150], // Repolho, roxo, cru
  ['repolho refogado', 151], // Repolho, roxo, refogado
  ['rúcula', 152], // Rúcula, crua
  ['salsa', 153], // Salsa, crua
  ['salsinha', 153], // Salsa, crua
  ['seleta de legumes', 154], // Seleta de legumes, enlatada
  ['legumes enlatados', 154], // Seleta de legumes, enlatada
  ['serralha', 155], // Serralha, crua
  ['taioba', 156], // Taioba, crua
  ['tomate', 157], // Tomate, com semente, cru
  ['tomate cru', 157], // Tomate, com semente, cru
  ['extrato de tomate', 158], // Tomate, extrato
  ['molho de tomate', 159], // Tomate, molho industrializado
  ['molho de tomate pronto', 159], // Tomate, molho industrializado
  ['purê de tomate', 160], // Tomate, purê
  ['passata de tomate', 160], // Tomate, purê
  ['salada de tomate', 161], // Tomate, salada
  ['vagem', 1205], // Vagem, cozida (IBGE POF)
  ['vagem cozida', 1205], // Vagem, cozida
  ['vagem crua', 162], // Vagem, crua
  ['abacate', 163], // Abacate, cru
  ['abacaxi', 164], // Abacaxi, cru
  ['polpa de abacaxi', 165], // Abacaxi, polpa, congelada
  ['abiu', 166], // Abiu, cru
  ['açaí com guaraná', 167], // Açaí, polpa, com xarope de guaraná e glucose
  ['açaí adoçado', 167], // Açaí, polpa, com xarope de guaraná e glucose
  ['açaí na tigela', 167], // Açaí, polpa, com xarope de guaraná e glucose
  ['açaí', 168], // Açaí, polpa, congelada
  ['polpa de açaí', 168], // Açaí, polpa, congelada
  ['açaí sem açúcar', 168], // Açaí, polpa, congelada
  ['acerola', 169], // Acerola, crua
  ['polpa de acerola', 170], // Acerola, polpa, congelada
  ['ameixa em calda', 171], // Ameixa, calda, enlatada
  ['ameixa', 172], // Ameixa, crua
  ['ameixa fresca', 172], // Ameixa, crua
  ['ameixa em calda drenada', 173], // Ameixa, em calda, enlatada, drenada
  ['atemoia', 174], // Atemóia, crua
  ['banana da terra', 175], // Banana, da terra, crua
  ['bananada', 176], // Banana, doce em barra
  ['doce de banana', 176], // Banana, doce em barra
  ['banana figo', 177], // Banana, figo, crua
  ['banana maçã', 178], // Banana, maçã, crua
  ['banana nanica', 179], // Banana, nanica, crua
  ['banana caturra', 179], // Banana, nanica, crua
  ["banana d'água", 179], // Banana, nanica, crua
  ['banana ouro', 180], // Banana, ouro, crua
  ['banana pacova', 181], // Banana, pacova, crua
  ['banana', 182], // Banana, prata, crua
  ['banana prata', 182], // Banana, prata, crua
  ['cacau', 183], // Cacau, cru
  ['cajá manga', 184], // Cajá-Manga, cru
  ['cajá', 185], // Cajá, polpa, congelada
  ['polpa de cajá', 185], // Cajá, polpa, congelada
  ['caju', 186], // Caju, cru
  ['polpa de caju', 187], // Caju, polpa, congelada
  ['suco de caju', 188], // Caju, suco concentrado, envasado
  ['caqui', 189], // Caqui, chocolate, cru
  ['carambola', 190], // Carambola, crua
  ['seriguela', 191], // Ciriguela, crua
  ['ciriguela', 191], // Ciriguela, crua
  ['cupuaçu', 192], // Cupuaçu, cru
  ['polpa de cupuaçu', 193], // Cupuaçu, polpa, congelada
  ['figo', 194], // Figo, cru
  ['figo em calda', 195], // Figo, enlatado, em calda
  ['fruta pão', 196], // Fruta-pão, crua
  ['goiaba branca', 197], // Goiaba, branca, com casca, crua
  ['goiabada', 198], // Goiaba, doce em pasta
  ['doce de goiaba', 198], // Goiaba, doce em pasta
  ['goiabada cascão', 199], // Goiaba, doce, cascão
  ['goiaba', 200], // Goiaba, vermelha, com casca, crua
  ['goiaba vermelha', 200], // Goiaba, vermelha, com casca, crua
  ['graviola', 201], // Graviola, crua
  ['polpa de graviola', 202], // Graviola, polpa, congelada
  ['jabuticaba', 203], // Jabuticaba, crua
  ['jaca', 204], // Jaca, crua
  ['jambo', 205], // Jambo, cru
  ['jamelão', 206], // Jamelão, cru
  ['kiwi', 207], // Kiwi, cru
  ['laranja baía', 208], // Laranja, baía, crua
  ['laranja bahia', 208], // Laranja, baía, crua
  ['suco de laranja baía', 209], // Laranja, baía, suco
  ['laranja da terra', 210], // Laranja, da terra, crua
  ['suco de laranja da terra', 211], // Laranja, da terra, suco
  ['laranja lima', 212], // Laranja, lima, crua
  ['suco de laranja lima', 213], // Laranja, lima, suco
  ['laranja', 214], // Laranja, pêra, crua
  ['laranja pera', 214], // Laranja, pêra, crua
  ['suco de laranja', 215], // Laranja, pêra, suco
  ['suco de laranja pera', 215], // Laranja, pêra, suco
  ['suco de laranja natural', 215], // Laranja, pêra, suco
  ['laranja valência', 216], // Laranja, valência, crua
  ['suco de laranja valência', 217], // Laranja, valência, suco
  ['suco de limão cravo', 218], // Limão, cravo, suco
  ['suco de limão', 219], // Limão, galego, suco
  ['suco de limão galego', 219], // Limão, galego, suco
  ['limão', 220], // Limão, tahiti, cru
  ['limão taiti', 220], // Limão, tahiti, cru
  ['maçã argentina', 221], // Maçã, Argentina, com casca, crua
  ['maçã', 222], // Maçã, Fuji, com casca, crua
  ['maçã fuji', 222], // Maçã, Fuji, com casca, crua
  ['macaúba', 223], // Macaúba, crua
  ['doce de mamão', 224], // Mamão, doce em calda, drenado
  ['mamão formosa', 225], // Mamão, Formosa, cru
  ['mamão', 226], // Mamão, Papaia, cru
  ['mamão papaia', 226], // Mamão, Papaia, cru
  ['papaia', 226], // Mamão, Papaia, cru
  ['doce de mamão verde', 227], // Mamão verde, doce em calda, drenado
  ['manga haden', 228], // Manga, Haden, crua
  ['manga palmer', 229], // Manga, Palmer, crua
  ['polpa de manga', 230], // Manga, polpa, congelada
  ['manga', 231], // Manga, Tommy Atkins, crua
  ['manga tommy', 231], // Manga, Tommy Atkins, crua
  ['maracujá', 232], // Maracujá, cru
  ['polpa de maracujá', 233], // Maracujá, polpa, congelada
  ['suco de maracujá', 234], // Maracujá, suco concentrado, envasado
  ['melancia', 235], // Melancia, crua
  ['melão', 236], // Melão, cru
  ['mexerica murcote', 237], // Mexerica, Murcote, crua
  ['tangerina murcote', 237], // Mexerica, Murcote, crua
  ['mexerica', 238], // Mexerica, Rio, crua
  ['mexerica rio', 238], // Mexerica, Rio, crua
  ['bergamota', 238], // Mexerica, Rio, crua
  ['morango', 239], // Morango, cru
  ['morangos', 239], // Morango, cru
  ['nêspera', 240], // Nêspera, crua
  ['pequi', 241], // Pequi, cru
  ['pera', 242], // Pêra, Park, crua
  ['pera park', 242], // Pêra, Park, crua
  ['pera williams', 243], // Pêra, Williams, crua
  ['pêssego', 244], // Pêssego, Aurora, cru
  ['pêssego em calda', 245], // Pêssego, enlatado, em calda
  ['pinha', 246], // Pinha, crua
  ['fruta do conde', 246], // Pinha, crua
  ['pitanga', 247], // Pitanga, crua
  ['polpa de pitanga', 248], // Pitanga, polpa, congelada
  ['romã', 249], // Romã, crua
  ['tamarindo', 250], // Tamarindo, cru
  ['tangerina', 251], // Tangerina, Poncã, crua
  ['tangerina poncã', 251], // Tangerina, Poncã, crua
  ['mexerica poncã', 251], // Tangerina, Poncã, crua
  ['ponkan', 251], // Tangerina, Poncã, crua
  ['suco de tangerina', 252], // Tangerina, Poncã, suco
  ['tucumã', 253], // Tucumã, cru
  ['umbu', 254], // Umbu, cru
  ['polpa de umbu', 255], // Umbu, polpa, congelada
  ['uva', 256], // Uva, Itália, crua
  ['uva itália', 256], // Uva, Itália, crua
  ['uva verde', 256], // Uva, Itália, crua
  ['uva rubi', 257], // Uva, Rubi, crua
  ['suco de uva', 258], // Uva, suco concentrado, envasado
  ['dendê', 259], // Azeite, de dendê
  ['azeite', 260], // Azeite, de oliva, extra virgem
  ['azeite de oliva', 260], // Azeite, de oliva, extra virgem
  ['azeite extra virgem', 260], // Azeite, de oliva, extra virgem
  ['manteiga', 261], // Manteiga, com sal
  ['margarina', 263], // Margarina, com óleo hidrogenado, com sal (65% de lipídeos)
  ['margarina com sal', 263], // Margarina, com óleo hidrogenado, com sal (65% de lipídeos)
  ['margarina sem sal', 264], // Margarina, com óleo hidrogenado, sem sal (80% de lipídeos)
  ['óleo', 272], // Óleo, de soja
  ['abadejo assado', 273], // Abadejo, filé, congelado, assado
  ['abadejo cozido', 274], // Abadejo, filé, congelado,cozido
  ['abadejo cru', 275], // Abadejo, filé, congelado, cru
  ['abadejo', 276], // Abadejo, filé, congelado, grelhado
  ['abadejo grelhado', 276], // Abadejo, filé, congelado, grelhado
  ['atum', 277], // Atum, conserva em óleo
  ['atum em lata', 277], // Atum, conserva em óleo
  ['atum em óleo', 277], // Atum, conserva em óleo
  ['atum enlatado', 277], // Atum, conserva em óleo
  ['atum fresco', 278], // Atum, fresco, cru
  ['bacalhau salgado', 279], // Bacalhau, salgado, cru
  ['bacalhau cru', 279], // Bacalhau, salgado, cru
  ['bacalhau', 280], // Bacalhau, salgado, refogado
  ['bacalhau refogado', 280], // Bacalhau, salgado, refogado
  ['cação frito', 281], // Cação, posta, com farinha de trigo, frita
  ['cação empanado', 281], // Cação, posta, com farinha de trigo, frita
  ['cação', 282], // Cação, posta, cozida
  ['cação cozido', 282], // Cação, posta, cozida
  ['cação cru', 283], // Cação, posta, crua
  ['camarão', 284], // Camarão, Rio Grande, grande, cozido
  ['camarão cozido', 284], // Camarão, Rio Grande, grande, cozido
  ['camarão cru', 285], // Camarão, Rio Grande, grande, cru
  ['camarão frito', 286], // Camarão, Sete Barbas, sem cabeça, com casca, frito
  ['caranguejo', 287], // Caranguejo, cozido
  ['curimba', 288], // Corimba, cru
  ['curimbatá', 289], // Corimbatá, assado
  ['curimbatá assado', 289], // Corimbatá, assado
  ['curimbatá cozido', 290], // Corimbatá, cozido
  ['corvina de água doce', 291], // Corvina de água doce, crua
  ['corvina do mar', 292], // Corvina do mar, crua
  ['corvina', 293], // Corvina grande, assada
  ['corvina assada', 293], // Corvina grande, assada
  ['corvina cozida', 294], // Corvina grande, cozida
  ['dourada', 295], // Dourada de água doce, fresca
  ['dourado', 295], // Dourada de água doce, fresca
  ['lambari cru', 296], // Lambari, congelado, cru
  ['lambari', 297], // Lambari, congelado, frito
  ['lambari frito', 297], // Lambari, congelado, frito
  ['manjuba empanada', 299], // Manjuba, com farinha de trigo, frita
  ['manjuba', 300], // Manjuba, frita
  ['merluza', 301], // Merluza, filé, assado
  ['merluza assada', 301], // Merluza, filé, assado
  ['merluza crua', 302], // Merluza, filé, cru
  ['merluza frita', 303], // Merluza, filé, frito
  ['pescada branca', 305], // Pescada, branca, frita (TACO's only cooked pescada branca)
  ['pescada branca crua', 304], // Pescada, branca, crua
  ['pescada empanada', 306], // Pescada, filé, com farinha de trigo, frito
  ['pescada à milanesa', 306], // Pescada, filé, com farinha de trigo, frito
  ['pescada crua', 307], // Pescada, filé, cru
  ['filé de pescada cru', 307], // Pescada, filé, cru
  ['pescada', 308], // Pescada, filé, frito
  ['pescada frita', 308], // Pescada, filé, frito
  ['filé de pescada', 308], // Pescada, filé, frito
  ['pescada ao escabeche', 309], // Pescada, filé, molho escabeche
  ['pescadinha', 310], // Pescadinha, crua
  ['pintado', 311], // Pintado, assado
  ['surubim', 311], // Pintado, assado
  ['salmão com pele', 315], // Salmão, filé, com pele, fresco, grelhado
  ['salmão com pele grelhado', 315], // Salmão, filé, com pele, fresco, grelhado
  ['salmão cru', 316], // Salmão, sem pele, fresco, cru
  ['sashimi de salmão', 316], // Salmão, sem pele, fresco, cru
  ['salmão', 317], // Salmão, sem pele, fresco, grelhado
  ['salmão grelhado', 317], // Salmão, sem pele, fresco, grelhado
  ['sardinha', 318], // Sardinha, assada
  ['sardinha em lata', 319], // Sardinha, conserva em óleo
  ['sardinha em óleo', 319], // Sardinha, conserva em óleo
  ['sardinha enlatada', 319], // Sardinha, conserva em óleo
  ['sardinha crua', 321], // Sardinha, inteira, crua
  ['tucunaré', 1007], // Tucunaré, filé, assado/grelhado (derived)
  ['tucunaré assado', 1007], // Tucunaré, filé, assado/grelhado
  ['tucunaré grelhado', 1007], // Tucunaré, filé, assado/grelhado
  ['tucunaré cru', 322], // Tucunaré, filé, congelado, cru
  ['caldo de carne', 324], // Caldo de carne, tablete
  ['caldo de carne em tablete', 324], // Caldo de carne, tablete
  ['caldo de galinha', 325], // Caldo de galinha, tablete
  ['caldo de galinha em tablete', 325], // Caldo de galinha, tablete
  ['carne moída', 326], // Carne, bovina, acém, moído, cozido
  ['carne moída cozida', 326], // Carne, bovina, acém, moído, cozido
  ['acém moído', 326], // Carne, bovina, acém, moído, cozido
  ['carne moída crua', 327], // Carne, bovina, acém, moído, cru
  ['acém', 328], // Carne, bovina, acém, sem gordura, cozido
  ['acém cozido', 328], // Carne, bovina, acém, sem gordura, cozido
  ['acém cru', 329], // Carne, bovina, acém, sem gordura, cru
  ['almôndega crua', 330], // Carne, bovina, almôndegas, cruas
  ['almôndega', 331], // Carne, bovina, almôndegas, fritas
  ['almôndegas', 331], // Carne, bovina, almôndegas, fritas
  ['almôndega frita', 331], // Carne, bovina, almôndegas, fritas
  ['bucho', 332], // Carne, bovina, bucho, cozido
  ['bucho cozido', 332], // Carne, bovina, bucho, cozido
  ['bucho cru', 333], // Carne, bovina, bucho, cru
  ['capa de filé crua', 334], // Carne, bovina, capa de contra-filé, com gordura, crua
  ['capa de filé', 335], // Carne, bovina, capa de contra-filé, com gordura, grelhada
  ['capa de filé grelhada', 335], // Carne, bovina, capa de contra-filé, com gordura, grelhada
  ['capa de filé sem gordura', 337], // Carne, bovina, capa de contra-filé, sem gordura, grelhada
  ['charque', 338], // Carne, bovina, charque, cozido
  ['charque cozido', 338], // Carne, bovina, charque, cozido
  ['charque cru', 339], // Carne, bovina, charque, cru
  ['bife à milanesa', 340], // Carne, bovina, contra-filé, à milanesa
  ['contrafilé à milanesa', 340], // Carne, bovina, contra-filé, à milanesa
  ['carne à milanesa', 340], // Carne, bovina, contra-filé, à milanesa
  ['contrafilé de costela', 342], // Carne, bovina, contra-filé de costela, grelhado
  ['contrafilé cru', 343], // Carne, bovina, contra-filé, com gordura, cru
  ['contrafilé', 344], // Carne, bovina, contra-filé, com gordura, grelhado
  ['contrafilé grelhado', 344], // Carne, bovina, contra-filé, com gordura, grelhado
  ['contra filé', 344], // Carne, bovina, contra-filé, com gordura, grelhado
  ['contrafilé sem gordura cru', 345], // Carne, bovina, contra-filé, sem gordura, cru
  ['bife', 346], // Carne, bovina, contra-filé, sem gordura, grelhado
  ['bife grelhado', 346], // Carne, bovina, contra-filé, sem gordura, grelhado
  ['bife de contrafilé', 346], // Carne, bovina, contra-filé, sem gordura, grelhado
  ['contrafilé sem gordura', 346], // Carne, bovina, contra-filé, sem gordura, grelhado
  ['costela', 347], // Carne, bovina, costela, assada
  ['costela bovina', 347], // Carne, bovina, costela, assada
  ['costela assada', 347], // Carne, bovina, costela, assada
  ['costela de boi', 347], // Carne, bovina, costela, assada
  ['costela crua', 348], // Carne, bovina, costela, crua
  ['coxão duro', 349], // Carne, bovina, coxão duro, sem gordura, cozido
  ['coxão duro cozido', 349], // Carne, bovina, coxão duro, sem gordura, cozido
  ['coxão duro cru', 350], // Carne, bovina, coxão duro, sem gordura, cru
  ['coxão mole', 351], // Carne, bovina, coxão mole, sem gordura, cozido
  ['coxão mole cozido', 351], // Carne, bovina, coxão mole, sem gordura, cozido
  ['coxão mole cru', 352], // Carne, bovina, coxão mole, sem gordura, cru
  ['cupim', 353], // Carne, bovina, cupim, assado
  ['cupim assado', 353], // Carne, bovina, cupim, assado
  ['cupim cru', 354], // Carne, bovina, cupim, cru
  ['fígado cru', 355], // Carne, bovina, fígado, cru
  ['fígado de boi cru', 355], // Carne, bovina, fígado, cru
  ['fígado', 356], // Carne, bovina, fígado, grelhado
  ['fígado grelhado', 356], // Carne, bovina, fígado, grelhado
  ['bife de fígado', 356], // Carne, bovina, fígado, grelhado
  ['fígado de boi', 356], // Carne, bovina, fígado, grelhado
  ['filé mignon cru', 357], // Carne, bovina, filé mingnon, sem gordura, cru
  ['filé mignon', 358], // Carne, bovina, filé mingnon, sem gordura, grelhado
  ['filé mignon grelhado', 358], // Carne, bovina, filé mingnon, sem gordura, grelhado
  ['flanco', 359], // Carne, bovina, flanco, sem gordura, cozido
  ['flanco cozido', 359], // Carne, bovina, flanco, sem gordura, cozido
  ['fraldinha', 361], // Carne, bovina, fraldinha, com gordura, cozida
  ['fraldinha cozida', 361], // Carne, bovina, fraldinha, com gordura, cozida
  ['fraldinha crua', 362], // Carne, bovina, fraldinha, com gordura, crua
  ['lagarto', 363], // Carne, bovina, lagarto, cozido
  ['lagarto cozido', 363], // Carne, bovina, lagarto, cozido
  ['carne de lagarto', 363], // Carne, bovina, lagarto, cozido
  ['lagarto cru', 364], // Carne, bovina, lagarto, cru
  ['língua', 365], // Carne, bovina, língua, cozida
  ['língua de boi', 365], // Carne, bovina, língua, cozida
  ['língua cozida', 365], // Carne, bovina, língua, cozida
  ['língua crua', 366], // Carne, bovina, língua, crua
  ['maminha crua', 367], // Carne, bovina, maminha, crua
  ['maminha', 368], // Carne, bovina, maminha, grelhada
  ['maminha grelhada', 368], // Carne, bovina, maminha, grelhada
  ['alcatra crua', 369], // Carne, bovina, miolo de alcatra, sem gordura, cru
  ['alcatra', 370], // Carne, bovina, miolo de alcatra, sem gordura, grelhado
  ['alcatra grelhada', 370], // Carne, bovina, miolo de alcatra, sem gordura, grelhado
  ['bife de alcatra', 370], // Carne, bovina, miolo de alcatra, sem gordura, grelhado
  ['músculo', 371], // Carne, bovina, músculo, sem gordura, cozido
  ['músculo cozido', 371], // Carne, bovina, músculo, sem gordura, cozido
  ['carne de músculo', 371], // Carne, bovina, músculo, sem gordura, cozido
  ['músculo cru', 372], // Carne, bovina, músculo, sem gordura, cru
  ['paleta', 374], // Carne, bovina, paleta, sem gordura, cozida
  ['paleta cozida', 374], // Carne, bovina, paleta, sem gordura, cozida
  ['paleta crua', 375], // Carne, bovina, paleta, sem gordura, crua
  ['patinho cru', 376], // Carne, bovina, patinho, sem gordura, cru
  ['patinho', 377], // Carne, bovina, patinho, sem gordura, grelhado
  ['patinho grelhado', 377], // Carne, bovina, patinho, sem gordura, grelhado
  ['bife de patinho', 377], // Carne, bovina, patinho, sem gordura, grelhado
  // Ground patinho is the same cut; as eaten, like "patinho", TACO's only cooked patinho.
  ['patinho moído', 377], // Carne, bovina, patinho, sem gordura, grelhado
  ['carne moída de patinho', 377], // Carne, bovina, patinho, sem gordura, grelhado
  ['patinho moído cru', 376], // Carne, bovina, patinho, sem gordura, cru
  ['peito bovino', 378], // Carne, bovina, peito, sem gordura, cozido
  ['peito de boi', 378], // Carne, bovina, peito, sem gordura, cozido
  ['peito bovino cozido', 378], // Carne, bovina, peito, sem gordura, cozido
  ['peito bovino cru', 379], // Carne, bovina, peito, sem gordura, cru
  ['picanha crua', 380], // Carne, bovina, picanha, com gordura, crua
  ['picanha', 381], // Carne, bovina, picanha, com gordura, grelhada
  ['picanha grelhada', 381], // Carne, bovina, picanha, com gordura, grelhada
  ['picanha com gordura', 381], // Carne, bovina, picanha, com gordura, grelhada
  ['picanha sem gordura crua', 382], // Carne, bovina, picanha, sem gordura, crua
  ['picanha sem gordura', 383], // Carne, bovina, picanha, sem gordura, grelhada
  ['carne seca', 384], // Carne, bovina, seca, cozida
  ['carne seca cozida', 384], // Carne, bovina, seca, cozida
  ['jabá', 384], // Carne, bovina, seca, cozida
  ['carne seca crua', 385], // Carne, bovina, seca, crua
  ['coxinha', 386], // Coxinha de frango, frita
  ['coxinha de frango', 386], // Coxinha de frango, frita
  ['croquete cru', 387], // Croquete, de carne, cru
  ['croquete', 388], // Croquete, de carne, frito
  ['croquete de carne', 388], // Croquete, de carne, frito
  ['empada', 389], // Empada de frango, pré-cozida, assada
  ['empada de frango', 389], // Empada de frango, pré-cozida, assada
  ['empadinha', 389], // Empada de frango, pré-cozida, assada
  ['asa de frango crua', 391], // Frango, asa, com pele, crua
  ['asa de frango', 1215], // Frango, asa, com pele, assada (IBGE POF)
  ['asa de frango assada', 1215], // Frango, asa, com pele, assada
  ['asinha de frango', 1215], // Frango, asa, com pele, assada
  ['asinha', 1215], // Frango, asa, com pele, assada
  ['asinha de frango assada', 1215], // Frango, asa, com pele, assada
  ['asa de frango grelhada', 1215], // Frango, asa, com pele, assada: the POF's grelhado row holds the same values
  ['asinha assada', 1215], // Frango, asa, com pele, assada
  ['frango caipira com pele', 392], // Frango, caipira, inteiro, com pele, cozido
  ['frango caipira', 393], // Frango, caipira, inteiro, sem pele, cozido
  ['frango caipira cozido', 393], // Frango, caipira, inteiro, sem pele, cozido
  ['coração de frango cru', 394], // Frango, coração, cru
  ['coração de frango', 395], // Frango, coração, grelhado
  ['coraçãozinho', 395], // Frango, coração, grelhado
  ['coração de galinha', 395], // Frango, coração, grelhado
  ['coxa de frango', 396], // Frango, coxa, com pele, assada
  ['coxa de frango assada', 396], // Frango, coxa, com pele, assada
  ['coxa assada', 396], // Frango, coxa, com pele, assada
  ['coxa de frango crua', 397], // Frango, coxa, com pele, crua
  ['coxa de frango cozida', 398], // Frango, coxa, sem pele, cozida
  ['coxa sem pele', 398], // Frango, coxa, sem pele, cozida
  ['fígado de frango', 1207], // Frango, fígado, cozido (IBGE POF)
  ['fígado de galinha', 1207], // Frango, fígado, cozido
  ['fígado de frango cru', 400], // Frango, fígado, cru
  ['frango à milanesa', 401], // Frango, filé, à milanesa
  ['filé de frango à milanesa', 401], // Frango, filé, à milanesa
  ['frango empanado', 401], // Frango, filé, à milanesa
  ['frango cru', 402], // Frango, inteiro, com pele, cru
  ['frango assado', 403], // Frango, inteiro, sem pele, assado
  ['frango cozido', 404], // Frango, inteiro, sem pele, cozido
  ['peito de frango assado', 406], // Frango, peito, com pele, assado
  ['peito de frango cozido', 408], // Frango, peito, sem pele, cozido
  ['frango desfiado', 408], // Frango, peito, sem pele, cozido
  ['peito de frango cru', 409], // Frango, peito, sem pele, cru
  ['filé de frango cru', 409], // Frango, peito, sem pele, cru
  ['frango grelhado', 410], // Frango, peito, sem pele, grelhado
  ['frango', 410], // Frango, peito, sem pele, grelhado
  ['peito de frango', 410], // Frango, peito, sem pele, grelhado
  ['peito de frango grelhado', 410], // Frango, peito, sem pele, grelhado
  ['filé de frango', 410], // Frango, peito, sem pele, grelhado
  ['filé de frango grelhado', 410], // Frango, peito, sem pele, grelhado
  ['sobrecoxa', 411], // Frango, sobrecoxa, com pele, assada
  ['sobrecoxa de frango', 411], // Frango, sobrecoxa, com pele, assada
  ['sobrecoxa assada', 411], // Frango, sobrecoxa, com pele, assada
  ['sobrecoxa crua', 412], // Frango, sobrecoxa, com pele, crua
  ['sobrecoxa sem pele', 413], // Frango, sobrecoxa, sem pele, assada
  ['hambúrguer cru', 415], // Hambúrguer, bovino, cru
  ['hambúrguer frito', 416], // Hambúrguer, bovino, frito
  ['hambúrguer', 417], // Hambúrguer, bovino, grelhado
  ['hambúrguer grelhado', 417], // Hambúrguer, bovino, grelhado
  ['hambúrguer de carne', 417], // Hambúrguer, bovino, grelhado
  ['linguiça de frango crua', 418], // Lingüiça, frango, crua
  ['linguiça de frango frita', 419], // Lingüiça, frango, frita
  ['linguiça de frango', 420], // Lingüiça, frango, grelhada
  ['linguiça de frango grelhada', 420], // Lingüiça, frango, grelhada
  ['linguiça crua', 421], // Lingüiça, porco, crua
  ['linguiça de porco crua', 421], // Lingüiça, porco, crua
  ['linguiça frita', 422], // Lingüiça, porco, frita
  ['linguiça de porco frita', 422], // Lingüiça, porco, frita
  ['linguiça', 423], // Lingüiça, porco, grelhada
  ['linguiça de porco', 423], // Lingüiça, porco, grelhada
  ['linguiça grelhada', 423], // Lingüiça, porco, grelhada
  ['linguiça toscana', 423], // Lingüiça, porco, grelhada
  // Calabresa is a smoked pork linguiça; TACO's pork linguiça is the one it is (as "toscana" above).
  ['linguiça calabresa', 423], // Lingüiça, porco, grelhada
  ['calabresa', 423], // Lingüiça, porco, grelhada
  ['peru', 425], // Peru, congelado, assado
  ['peru assado', 425], // Peru, congelado, assado
  ['peru cru', 426], // Peru, congelado, cru
  ['bisteca crua', 427], // Porco, bisteca, crua
  ['bisteca frita', 428], // Porco, bisteca, frita
  ['bisteca', 429], // Porco, bisteca, grelhada
  ['bisteca de porco', 429], // Porco, bisteca, grelhada
  ['bisteca grelhada', 429], // Porco, bisteca, grelhada
  ['costela de porco', 430], // Porco, costela, assada
  ['costelinha de porco', 430], // Porco, costela, assada
  ['costelinha', 430], // Porco, costela, assada
  ['costela de porco crua', 431], // Porco, costela, crua
  ['lombo', 432], // Porco, lombo, assado
  ['lombo de porco', 432], // Porco, lombo, assado
  ['lombo assado', 432], // Porco, lombo, assado
  ['lombo cru', 433], // Porco, lombo, cru
  ['orelha de porco', 434], // Porco, orelha, salgada, crua
  ['pernil', 435], // Porco, pernil, assado
  ['pernil assado', 435], // Porco, pernil, assado
  ['pernil de porco', 435], // Porco, pernil, assado
  ['pernil cru', 436], // Porco, pernil, cru
  ['rabo de porco', 437], // Porco, rabo, salgado, cru
  ['presunto com gordura', 438], // Presunto, com capa de gordura
  ['presunto', 439], // Presunto, sem capa de gordura
  ['presunto magro', 439], // Presunto, sem capa de gordura
  ['kibe assado', 440], // Quibe, assado
  ['kibe cru', 441], // Quibe, cru
  ['quibe', 442], // Quibe, frito
  ['kibe', 442], // Quibe, frito
  ['toucinho', 445], // Toucinho, frito: how it is eaten
  ['toucinho cru', 444], // Toucinho, cru
  ['torresmo', 445], // Toucinho, frito
  ['bebida láctea', 446], // Bebida láctea, pêssego
  ['bebida láctea de pêssego', 446], // Bebida láctea, pêssego
  ['iogurte', 448], // Iogurte, natural
  ['iogurte desnatado', 449], // Iogurte, natural, desnatado
  ['iogurte de morango', 451], // Iogurte, sabor morango
  ['iogurte de pêssego', 452], // Iogurte, sabor pêssego
  ['leite achocolatado', 455], // Leite, de vaca, achocolatado
  ['achocolatado pronto', 455], // Leite, de vaca, achocolatado
  ['leite em pó desnatado', 456], // Leite, de vaca, desnatado, pó
  ['leite desnatado', 457], // Leite, de vaca, desnatado, UHT
  ['leite', 458], // Leite, de vaca, integral
  ['leite integral', 458], // Leite, de vaca, integral
  ['leite de vaca', 458], // Leite, de vaca, integral
  ['leite em pó', 459], // Leite, de vaca, integral, pó
  ['leite em pó integral', 459], // Leite, de vaca, integral, pó
  ['queijo minas', 461], // Queijo, minas, frescal
  ['queijo branco', 461], // Queijo, minas, frescal
  ['queijo frescal', 461], // Queijo, minas, frescal
  ['queijo meia cura', 462], // Queijo, minas, meia cura
  ['queijo minas padrão', 462], // Queijo, minas, meia cura
  ['mussarela', 463], // Queijo, mozarela
  ['muçarela', 463], // Queijo, mozarela
  ['mozarela', 463], // Queijo, mozarela
  ['queijo mussarela', 463], // Queijo, mozarela
  ['queijo muçarela', 463], // Queijo, mozarela
  ['parmesão', 464], // Queijo, parmesão
  ['queijo ralado', 464], // Queijo, parmesão
  ['queijo processado', 465], // Queijo, pasteurizado
  ['petit suisse', 466], // Queijo, petit suisse, morango
  ['queijo', 467], // Queijo, prato
  ['requeijão', 468], // Queijo, requeijão, cremoso
  ['requeijão cremoso', 468], // Queijo, requeijão, cremoso
  ['ricota', 469], // Queijo, ricota
  ['isotônico', 470], // Bebida isotônica, sabores variados
  ['bebida isotônica', 470], // Bebida isotônica, sabores variados
  ['café', 471], // Café, infusão 10%
  ['cafezinho', 471], // Café, infusão 10%
  ['café coado', 471], // Café, infusão 10%
  ['café preto', 471], // Café, infusão 10%
  ['café sem açúcar', 471], // Café, infusão 10%
  ['caldo de cana', 473], // Cana, caldo de
  ['garapa', 473], // Cana, caldo de
  ['cerveja', 474], // Cerveja, pilsen
  ['chopp', 474], // Cerveja, pilsen: draft beer
  ['chope', 474], // Cerveja, pilsen: draft beer
  ['chá de erva doce', 475], // Chá, erva-doce, infusão 5%
  ['chá de funcho', 475], // Chá, erva-doce, infusão 5%
  // Other herbal infusions as TACO's one herbal infusion (about 1 kcal a cup; the leaves add no energy).
  ['chá de camomila', 475], // Chá, erva-doce, infusão 5%
  ['chá de erva-cidreira', 475], // Chá, erva-doce, infusão 5%
  ['chá de cidreira', 475], // Chá, erva-doce, infusão 5%
  ['chá de capim-cidreira', 475], // Chá, erva-doce, infusão 5%
  ['chá de capim-limão', 475], // Chá, erva-doce, infusão 5%
  ['chá de hortelã', 475], // Chá, erva-doce, infusão 5%
  ['chá de boldo', 475], // Chá, erva-doce, infusão 5%
  // Green tea is the black tea's plant, unfermented: TACO's tea infusion.
  ['chá verde', 477], // Chá, preto, infusão 5%
  // An espresso is coffee by the xícara de café (50 ml): TACO's coffee infusion.
  ['café expresso', 471], // Café, infusão 10%
  ['expresso', 471], // Café, infusão 10%
  ['chá mate', 476], // Chá, mate, infusão 5%
  ['mate', 476], // Chá, mate, infusão 5%
  ['chá preto', 477], // Chá, preto, infusão 5%
  ['água de coco', 478], // Coco, água de
  ['água tônica', 479], // Refrigerante, tipo água tônica
  ['tônica', 479], // Refrigerante, tipo água tônica
  ['refrigerante', 480], // Refrigerante, tipo cola
  ['refrigerante de cola', 480], // Refrigerante, tipo cola
  ['refrigerante cola', 480], // Refrigerante, tipo cola
  ['guaraná', 481], // Refrigerante, tipo guaraná
  ['refrigerante de guaraná', 481], // Refrigerante, tipo guaraná
  ['refrigerante de laranja', 482], // Refrigerante, tipo laranja
  ['refrigerante de limão', 483], // Refrigerante, tipo limão
  ['omelete', 484], // Omelete, de queijo
  ['omelete com queijo', 484], // Omelete, de queijo
  ['ovo de codorna', 485], // Ovo, de codorna, inteiro, cru
  ['ovos de codorna', 485], // Ovo, de codorna, inteiro, cru
  ['clara de ovo', 486], // Ovo, de galinha, clara, cozida/10minutos
  ['clara cozida', 486], // Ovo, de galinha, clara, cozida/10minutos
  ['gema de ovo', 487], // Ovo, de galinha, gema, cozida/10minutos
  ['gema cozida', 487], // Ovo, de galinha, gema, cozida/10minutos
  ['ovo cozido', 488], // Ovo, de galinha, inteiro, cozido/10minutos
  ['ovo', 488], // Ovo, de galinha, inteiro, cozido/10minutos
  ['ovos', 488], // Ovo, de galinha, inteiro, cozido/10minutos
  ['ovo de galinha', 488], // Ovo, de galinha, inteiro, cozido/10minutos
  ['ovo cru', 489], // Ovo, de galinha, inteiro, cru
  ['ovo frito', 490], // Ovo, de galinha, inteiro, frito
  ['achocolatado', 491], // Achocolatado, pó
  ['achocolatado em pó', 491], // Achocolatado, pó
  ['açúcar', 494], // Açúcar, refinado
  ['chocolate', 495], // Chocolate, ao leite
  ['barra de chocolate', 495], // Chocolate, ao leite
  ['chocolate com castanha', 496], // Chocolate, ao leite, com castanha do Pará
  ['chocolate diet', 497], // Chocolate, ao leite, dietético
  ['chocolate amargo', 498], // Chocolate, meio amargo
  ['cocada', 499], // Cocada branca
  ['doce de abóbora', 500], // Doce, de abóbora, cremoso
  ['doce de leite', 501], // Doce, de leite, cremoso
  ['geleia de mocotó', 502], // Geléia, mocotó, natural
  ['xarope de glicose', 503], // Glicose de milho
  ['glucose de milho', 503], // Glicose de milho
  ['mel', 507], // Mel, de abelha
  ['melado de cana', 508], // Melado
  ['café em pó', 511], // Café, pó, torrado
  ['pó de café', 511], // Café, pó, torrado
  ['cappuccino', 1208], // Cappuccino, preparado (IBGE POF)
  ['capuccino', 1208], // Cappuccino, preparado
  ['cappuccino preparado', 1208], // Cappuccino, preparado
  ['pato', 1209], // Pato, cozido (IBGE POF)
  ['carne de pato', 1209], // Pato, cozido
  ['folha de jambu', 1210], // Jambu (IBGE POF)
  ['salsicha de cachorro-quente', 1212], // Salsicha (IBGE POF)
  ['sorvete', 1213], // Sorvete, industrializado (IBGE POF)
  ['sorvete de massa', 1213], // Sorvete, industrializado
  ['sorvete de chocolate', 1213], // Sorvete, industrializado: any flavour
  ['sorvete de creme', 1213], // Sorvete, industrializado
  ['catchup', 1214], // Ketchup (IBGE POF)
  ['molho de tomate ketchup', 1214], // Ketchup
  ['cappuccino em pó', 512], // Capuccino, pó
  ['fermento químico', 513], // Fermento em pó, químico
  ['fermento em pó', 513], // Fermento em pó, químico
  ['fermento biológico', 514], // Fermento, biológico, levedura, tablete
  ['fermento de pão', 514], // Fermento, biológico, levedura, tablete
  ['gelatina', 1008], // Gelatina, preparada (derived)
  ['gelatina preparada', 1008], // Gelatina, preparada
  ['gelatina em pó', 515], // Gelatina, sabores variados, pó
  ['sal light', 516], // Sal, dietético
  // TACO's only table salt is coarse salt; refined salt is the same sodium chloride (its 39,943 mg of
  // sodium per 100 g is within 2 % of pure NaCl's 39,337), so a recipe's "1 colher de chá de sal" counts.
  ['sal', 517], // Sal, grosso
  ['sal grosso', 517], // Sal, grosso
  ['sal refinado', 517], // Sal, grosso
  ['sal de cozinha', 517], // Sal, grosso
  ['molho shoyu', 518], // Shoyu
  ['molho de soja', 518], // Shoyu
  ['tempero pronto', 519], // Tempero a base de sal
  ['tempero completo', 519], // Tempero a base de sal
  ['azeitona preta', 520], // Azeitona, preta, conserva
  ['azeitona', 521], // Azeitona, verde, conserva
  ['azeitona verde', 521], // Azeitona, verde, conserva
  ['chantilly', 522], // Chantilly, spray, com gordura vegetal
  ['chantili', 522], // Chantilly, spray, com gordura vegetal
  ['maionese', 524], // Maionese, tradicional com ovos
  ['baião de dois', 527], // Baião de dois, arroz e feijão-de-corda
  ['baião', 527], // Baião de dois, arroz e feijão-de-corda
  ['bife a cavalo', 529], // Bife à cavalo, com contra filé
  ['cuscuz', 533], // Cuscuz, de milho, cozido com sal
  ['cuscuz de milho', 533], // Cuscuz, de milho, cozido com sal
  ['cuscuz nordestino', 533], // Cuscuz, de milho, cozido com sal
  ['cuscuz de flocão', 533], // Cuscuz, de milho, cozido com sal
  ['molho cuxá', 535], // Cuxá, molho
  ['estrogonofe', 537], // Estrogonofe de carne
  ['strogonoff', 537], // Estrogonofe de carne
  ['strogonoff de carne', 537], // Estrogonofe de carne
  ['strogonoff de frango', 538], // Estrogonofe de frango
  ['feijão tropeiro', 539], // Feijão tropeiro mineiro
  ['tropeiro', 539], // Feijão tropeiro mineiro
  ['macarrão à bolonhesa', 542], // Macarrão, molho bolognesa
  ['macarronada', 542], // Macarrão, molho bolognesa
  ['espaguete à bolonhesa', 542], // Macarrão, molho bolognesa
  ['salada de maionese', 545], // Salada, de legumes, com maionese
  ['maionese de legumes', 545], // Salada, de legumes, com maionese
  ['legumes no vapor', 546], // Salada, de legumes, cozida no vapor
  ['legumes cozidos', 546], // Salada, de legumes, cozida no vapor
  ['legumes', 546], // Salada, de legumes, cozida no vapor: "frango com legumes", the side of a plate
  ['salada de legumes', 546], // Salada, de legumes, cozida no vapor
  ['salpicão', 547], // Salpicão, de frango
  ['tapioca', 551], // Tapioca, com manteiga
  ['tucupi', 552], // Tucupi, com pimenta-de-cheiro
  ['yakissoba', 556], // Yakisoba
  ['amendoim cru', 557], // Amendoim, grão, cru
  ['amendoim', 558], // Amendoim, torrado, salgado
  ['amendoim torrado', 558], // Amendoim, torrado, salgado
  ['ervilha fresca', 559], // Ervilha, em vagem
  ['ervilha', 560], // Ervilha, enlatada, drenada
  ['ervilha enlatada', 560], // Ervilha, enlatada, drenada
  ['ervilha em conserva', 560], // Ervilha, enlatada, drenada
  ['feijão', 1202], // Feijão, cozido, preparo caseiro (IBGE POF: beans cooked with fat)
  ['feijão caseiro', 1202], // Feijão, cozido, preparo caseiro
  ['feijão temperado', 1202], // Feijão, cozido, preparo caseiro
  ['feijão carioca', 561], // Feijão, carioca, cozido
  ['feijão cozido', 561], // Feijão, carioca, cozido
  ['feijão cru', 562], // Feijão, carioca, cru
  ['feijão fradinho', 563], // Feijão, fradinho, cozido
  ['feijão de corda', 563], // Feijão, fradinho, cozido
  ['feijão jalo', 565], // Feijão, jalo, cozido
  ['feijão preto', 567], // Feijão, preto, cozido
  ['feijão rajado', 569], // Feijão, rajado, cozido
  ['feijão rosinha', 571], // Feijão, rosinha, cozido
  ['feijão roxo', 573], // Feijão, roxo, cozido
  ['grão de bico', 1003], // Grão-de-bico, cozido (derived)
  ['grão de bico cru', 575], // Grão-de-bico, cru
  ['guandu', 1006], // Guandu, cozido (derived)
  ['feijão guandu', 1006], // Guandu, cozido
  ['guandu cozido', 1006], // Guandu, cozido
  ['guandu cru', 576], // Guandu, cru
  ['lentilha', 577], // Lentilha, cozida
  ['paçoca', 579], // Paçoca, amendoim
  ['paçoquinha', 579], // Paçoca, amendoim
  ['pé de moleque', 580], // Pé-de-moleque, amendoim
  ['farinha de soja', 581], // Soja, farinha
  ['leite de soja', 582], // Soja, extrato solúvel, natural, fluido
  ['bebida de soja', 582], // Soja, extrato solúvel, natural, fluido
  ['leite de soja em pó', 583], // Soja, extrato solúvel, pó
  ['tofu', 584], // Soja, queijo (tofu)
  ['queijo de soja', 584], // Soja, queijo (tofu)
  ['tremoço', 586], // Tremoço, em conserva
  ['amêndoa', 587], // Amêndoa, torrada, salgada
  ['amêndoas', 587], // Amêndoa, torrada, salgada
  ['castanha de caju', 588], // Castanha-de-caju, torrada, salgada
  ['castanha do pará', 589], // Castanha-do-Brasil, crua
  ['castanha do brasil', 589], // Castanha-do-Brasil, crua
  ['coco', 590], // Coco, cru
  ['coco seco', 590], // Coco, cru
  ['farinha de babaçu', 592], // Farinha, de mesocarpo de babaçu, crua
  ['gergelim', 593], // Gergelim, semente
  ['linhaça', 594], // Linhaça, semente
  ['pinhão', 595], // Pinhão, cozido
  ['pupunha', 596], // Pupunha, cozida
  ['noz', 597], // Noz, crua
  ['nozes', 597], // Noz, crua

  // Foods TACO lacks (ids 1001+, derived-foods.ts): cooked forms, foods from USDA, and recipes.
  ['Macarrão, trigo, cozido', 1001], // derived: TACO 40 and a USDA cooking yield
  ['macarrão cozido', 1001], // Macarrão, trigo, cozido
  ['espaguete cozido', 1001], // Macarrão, trigo, cozido
  ['massa cozida', 1001], // Macarrão, trigo, cozido
  ['macarrão ao alho e óleo', 1001], // Macarrão, trigo, cozido (the oil is a separate food)
  ['Macarrão, trigo, com ovos, cozido', 1002], // derived: TACO 41 and a USDA cooking yield
  ['macarrão com ovos cozido', 1002], // Macarrão, trigo, com ovos, cozido
  ['Grão-de-bico, cozido', 1003], // derived: TACO 575 and a USDA cooking yield
  ['grão de bico cozido', 1003], // Grão-de-bico, cozido
  ['Guandu, cozido', 1006], // derived: TACO 576 and a USDA cooking yield
  ['Tucunaré, filé, assado/grelhado', 1007], // derived: TACO 322 and a USDA cooking yield
  ['Gelatina, preparada', 1008], // derived: TACO 515 and a USDA preparation yield
  ['Arroz, branco, cozido, preparo caseiro', 1201], // IBGE POF 2008–09, food as consumed
  ['Feijão, cozido, preparo caseiro', 1202], // IBGE POF 2008–09, food as consumed
  ['Macarrão instantâneo, preparado', 1203], // IBGE POF 2008–09, food as consumed
  ['Quiabo, cozido', 1204], // IBGE POF 2008–09, food as consumed
  ['Vagem, cozida', 1205], // IBGE POF 2008–09, food as consumed
  ['Inhame, cozido', 1206], // IBGE POF 2008–09, food as consumed
  ['Frango, fígado, cozido', 1207], // IBGE POF 2008–09, food as consumed
  ['Cappuccino, preparado', 1208], // IBGE POF 2008–09, food as consumed
  ['Pato, cozido', 1209], // IBGE POF 2008–09, food as consumed
  ['Jambu', 1210], // IBGE POF 2008–09, food as consumed
  ['Bacon', 1211], // IBGE POF 2008–09, food as consumed
  ['Salsicha', 1212], // IBGE POF 2008–09, food as consumed
  ['Sorvete, industrializado', 1213], // IBGE POF 2008–09, food as consumed
  ['Ketchup', 1214], // IBGE POF 2008–09, food as consumed
  ['Frango, asa, com pele, assada', 1215], // IBGE POF 2008–09, food as consumed
  ['Champignon, em conserva', 1216], // IBGE POF 2008–09, food as consumed
  ['champignon', 1216], // Champignon, em conserva
  ['cogumelo em conserva', 1216], // Champignon, em conserva
  ['Tilápia, filé, assado/grelhado', 1004], // USDA SR Legacy
  ['tilápia', 1004], // Tilápia, filé, assado/grelhado
  ['filé de tilápia', 1004], // Tilápia, filé, assado/grelhado
  ['tilápia grelhada', 1004], // Tilápia, filé, assado/grelhado
  ['tilápia assada', 1004], // Tilápia, filé, assado/grelhado
  ['Pão, trigo, forma, branco', 1005], // USDA SR Legacy
  ['pão de forma', 1005], // Pão, trigo, forma, branco
  ['pão de forma branco', 1005], // Pão, trigo, forma, branco
  // Sliced bread in a bag is pão de forma, not the roll a bare "pão" finds.
  ['pão fatiado', 1005], // Pão, trigo, forma, branco
  ['pão branco', 1005], // Pão, trigo, forma, branco
  ['pão de sanduíche', 1005], // Pão, trigo, forma, branco
  ['café com leite', 1101], // recipe
  ['café com leite integral', 1101], // Café com leite
  ['leite com café', 1101], // Café com leite
  ['pingado', 1101], // Café com leite
  ['vitamina de banana', 1102], // recipe
  ['vitamina', 1102], // Vitamina de banana: the usual one
  ['vitamina de banana com leite', 1102], // Vitamina de banana
  ['vitamina de mamão', 1103], // recipe
  ['misto quente', 1104], // recipe
  ['misto', 1104], // Misto quente
  ['sanduíche de presunto e queijo', 1104], // Misto quente
  ['arroz com feijão', 1105], // recipe
  ['arroz e feijão', 1105], // Arroz com feijão
  ['feijão com arroz', 1105], // Arroz com feijão
  ['pão com manteiga', 1106], // recipe
  ['pão francês com manteiga', 1106], // Pão com manteiga
  ['pão na chapa', 1106], // Pão com manteiga (toasted on the griddle with butter)
  ['pão com ovo', 1107], // recipe
  ['pão com ovo frito', 1107], // Pão com ovo
  ['salada de alface e tomate', 1108], // recipe
  ['salada', 1108], // Salada de alface e tomate: the everyday side salad
  ['salada mista', 1108], // Salada de alface e tomate
  ['salada de tomate e alface', 1108], // Salada de alface e tomate

  // Generic names: the everyday default; the specific forms are found by the same search.
  ['peixe', 301], // Merluza, filé, assado: a lean white fillet, the plain way it is served
  ['filé de peixe', 301], // Merluza, filé, assado
  ['peixe assado', 301], // Merluza, filé, assado
  ['peixe grelhado', 276], // Abadejo, filé, congelado, grelhado
  ['peixe frito', 303], // Merluza, filé, frito
  ['peixe cozido', 274], // Abadejo, filé, congelado,cozido
  ['peixe empanado', 306], // Pescada, filé, com farinha de trigo, frito
  ['peixe cru', 302], // Merluza, filé, cru
  ['carne', 346], // Carne, bovina, contra-filé, sem gordura, grelhado (a bife)
  ['carne bovina', 346], // Carne, bovina, contra-filé, sem gordura, grelhado
  ['carne vermelha', 346], // Carne, bovina, contra-filé, sem gordura, grelhado
  ['carne grelhada', 346], // Carne, bovina, contra-filé, sem gordura, grelhado
  ['carne crua', 345], // Carne, bovina, contra-filé, sem gordura, cru
  ['carne cozida', 328], // Carne, bovina, acém, sem gordura, cozido
  ['carne de panela', 328], // Carne, bovina, acém, sem gordura, cozido
  ['carne de porco', 432], // Porco, lombo, assado
  ['carne de frango', 410], // Frango, peito, sem pele, grelhado
  ['suco', 215], // Laranja, pêra, suco
  ['suco natural', 215], // Laranja, pêra, suco
  ['chá', 477], // Chá, preto, infusão 5%
  ['milho', 45], // Milho, verde, enlatado, drenado
  ['biscoito', 13], // Biscoito, salgado, cream cracker
  ['bolacha', 13], // Biscoito, salgado, cream cracker
  ['castanha', 588], // Castanha-de-caju, torrada, salgada
  ['leite com achocolatado', 455], // Leite, de vaca, achocolatado
  ['leite com chocolate', 455], // Leite, de vaca, achocolatado
  ['leite com nescau', 455], // Leite, de vaca, achocolatado
  ['nescau', 455], // Leite, de vaca, achocolatado (as drunk, not the powder)
  ['toddy', 455], // Leite, de vaca, achocolatado
  ['ovo mexido', 490], // Ovo, de galinha, inteiro, frito: TACO's egg cooked in fat (no scrambled egg)
  ['ovos mexidos', 490], // Ovo, de galinha, inteiro, frito
  ['beterraba crua', 98], // Beterraba, crua
  ['coca cola', 480], // Refrigerante, tipo cola
  ['coca', 480], // Refrigerante, tipo cola
  ['refri', 480], // Refrigerante, tipo cola
  ['beiju', 551], // Tapioca, com manteiga: TACO's only tapioca
  ['cenoura crua', 110], // Cenoura, crua

  // Common misspellings.
  ['beringela', 95], // Berinjela, cozida
  ['cuscus', 533], // Cuscuz, de milho, cozido com sal
  ['muzarela', 463], // Queijo, mozarela
];

/** [TACO id, TACO name]: every plannable TACO food. */
const TACO_NAMES: readonly (readonly [number, string])[] = [
  [1, 'Arroz, integral, cozido'],
  [2, 'Arroz, integral, cru'],
  [3, 'Arroz, tipo 1, cozido'],
  [4, 'Arroz, tipo 1, cru'],
  [5, 'Arroz, tipo 2, cozido'],
  [6, 'Arroz, tipo 2, cru'],
  [7, 'Aveia, flocos, crua'],
  [8, 'Biscoito, doce, maisena'],
  [9, 'Biscoito, doce, recheado com chocolate'],
  [10, 'Biscoito, doce, recheado com morango'],
  [11, 'Biscoito, doce, wafer, recheado de chocolate'],
  [12, 'Biscoito, doce, wafer, recheado de morango'],
  [13, 'Biscoito, salgado, cream cracker'],
  [14, 'Bolo, mistura para'],
  [15, 'Bolo, pronto, aipim'],
  [16, 'Bolo, pronto, chocolate'],
  [17, 'Bolo, pronto, coco'],
  [18, 'Bolo, pronto, milho'],
  [19, 'Canjica, branca, crua'],
  [20, 'Canjica, com leite integral'],
  [21, 'Cereais, milho, flocos, com sal'],
  [22, 'Cereais, milho, flocos, sem sal'],
  [23, 'Cereais, mingau, milho, infantil'],
  [24, 'Cereais, mistura para vitamina, trigo, cevada e aveia'],
  [25, 'Cereal matinal, milho'],
  [26, 'Cereal matinal, milho, açúcar'],
  [27, 'Creme de arroz, pó'],
  [28, 'Creme de milho, pó'],
  [29, 'Curau, milho verde'],
  [30, 'Curau, milho verde, mistura para'],
  [31, 'Farinha, de arroz, enriquecida'],
  [32, 'Farinha, de centeio, integral'],
  [33, 'Farinha, de milho, amarela'],
  [34, 'Farinha, de rosca'],
  [35, 'Farinha, de trigo'],
  [36, 'Farinha, láctea, de cereais'],
  [37, 'Lasanha, massa fresca, cozida'],
  [38, 'Lasanha, massa fresca, crua'],
  [39, 'Macarrão, instantâneo'],
  [40, 'Macarrão, trigo, cru'],
  [41, 'Macarrão, trigo, cru, com ovos'],
  [42, 'Milho, amido, cru'],
  [43, 'Milho, fubá, cru'],
  [44, 'Milho, verde, cru'],
  [45, 'Milho, verde, enlatado, drenado'],
  [46, 'Mingau tradicional, pó'],
  [47, 'Pamonha, barra para cozimento, pré-cozida'],
  [48, 'Pão, aveia, forma'],
  [49, 'Pão, de soja'],
  [50, 'Pão, glúten, forma'],
  [51, 'Pão, milho, forma'],
  [52, 'Pão, trigo, forma, integral'],
  [53, 'Pão, trigo, francês'],
  [54, 'Pão, trigo, sovado'],
  [55, 'Pastel, de carne, cru'],
  [56, 'Pastel, de carne, frito'],
  [57, 'Pastel, de queijo, cru'],
  [58, 'Pastel, de queijo, frito'],
  [59, 'Pastel, massa, crua'],
  [60, 'Pastel, massa, frita'],
  [61, 'Pipoca, com óleo de soja, sem sal'],
  [62, 'Polenta, pré-cozida'],
  [63, 'Torrada, pão francês'],
  [64, 'Abóbora, cabotian, cozida'],
  [65, 'Abóbora, cabotian, crua'],
  [66, 'Abóbora, menina brasileira, crua'],
  [67, 'Abóbora, moranga, crua'],
  [68, 'Abóbora, moranga, refogada'],
  [69, 'Abóbora, pescoço, crua'],
  [70, 'Abobrinha, italiana, cozida'],
  [71, 'Abobrinha, italiana, crua'],
  [72, 'Abobrinha, italiana, refogada'],
  [73, 'Abobrinha, paulista, crua'],
  [74, 'Acelga, crua'],
  [75, 'Agrião, cru'],
  [76, 'Aipo, cru'],
  [77, 'Alface, americana, crua'],
  [78, 'Alface, crespa, crua'],
  [79, 'Alface, lisa, crua'],
  [80, 'Alface, roxa, crua'],
  [81, 'Alfavaca, crua'],
  [82, 'Alho, cru'],
  [83, 'Alho-poró, cru'],
  [84, 'Almeirão, cru'],
  [85, 'Almeirão, refogado'],
  [86, 'Batata, baroa, cozida'],
  [87, 'Batata, baroa, crua'],
  [88, 'Batata, doce, cozida'],
  [89, 'Batata, doce, crua'],
  [90, 'Batata, frita, tipo chips, industrializada'],
  [91, 'Batata, inglesa, cozida'],
  [92, 'Batata, inglesa, crua'],
  [93, 'Batata, inglesa, frita'],
  [94, 'Batata, inglesa, sauté'],
  [95, 'Berinjela, cozida'],
  [96, 'Berinjela, crua'],
  [97, 'Beterraba, cozida'],
  [98, 'Beterraba, crua'],
  [99, 'Biscoito, polvilho doce'],
  [100, 'Brócolis, cozido'],
  [101, 'Brócolis, cru'],
  [102, 'Cará, cozido'],
  [103, 'Cará, cru'],
  [104, 'Caruru, cru'],
  [105, 'Catalonha, crua'],
  [106, 'Catalonha, refogada'],
  [107, 'Cebola, crua'],
  [108, 'Cebolinha, crua'],
  [109, 'Cenoura, cozida'],
  [110, 'Cenoura, crua'],
  [111, 'Chicória, crua'],
  [112, 'Chuchu, cozido'],
  [113, 'Chuchu, cru'],
  [114, 'Coentro, folhas desidratadas'],
  [115, 'Couve, manteiga, crua'],
  [116, 'Couve, manteiga, refogada'],
  [117, 'Couve-flor, crua'],
  [118, 'Couve-flor, cozida'],
  [119, 'Espinafre, Nova Zelândia, cru'],
  [120, 'Espinafre, Nova Zelândia, refogado'],
  [121, 'Farinha, de mandioca, crua'],
  [122, 'Farinha, de mandioca, torrada'],
  [123, 'Farinha, de puba'],
  [124, 'Fécula, de mandioca'],
  [125, 'Feijão, broto, cru'],
  [126, 'Inhame, cru'],
  [127, 'Jiló, cru'],
  [128, 'Jurubeba, crua'],
  [129, 'Mandioca, cozida'],
  [130, 'Mandioca, crua'],
  [131, 'Mandioca, farofa, temperada'],
  [132, 'Mandioca, frita'],
  [133, 'Manjericão, cru'],
  [134, 'Maxixe, cru'],
  [135, 'Mostarda, folha, crua'],
  [136, 'Nhoque, batata, cozido'],
  [137, 'Nabo, cru'],
  [138, 'Palmito, juçara, em conserva'],
  [139, 'Palmito, pupunha, em conserva'],
  [140, 'Pão, de queijo, assado'],
  [141, 'Pão, de queijo, cru'],
  [142, 'Pepino, cru'],
  [143, 'Pimentão, amarelo, cru'],
  [144, 'Pimentão, verde, cru'],
  [145, 'Pimentão, vermelho, cru'],
  [146, 'Polvilho, doce'],
  [147, 'Quiabo, cru'],
  [148, 'Rabanete, cru'],
  [149, 'Repolho, branco, cru'],
  [150, 'Repolho, roxo, cru'],
  [151, 'Repolho, roxo, refogado'],
  [152, 'Rúcula, crua'],
  [153, 'Salsa, crua'],
  [154, 'Seleta de legumes, enlatada'],
  [155, 'Serralha, crua'],
  [156, 'Taioba, crua'],
  [157, 'Tomate, com semente, cru'],
  [158, 'Tomate, extrato'],
  [159, 'Tomate, molho industrializado'],
  [160, 'Tomate, purê'],
  [161, 'Tomate, salada'],
  [162, 'Vagem, crua'],
  [163, 'Abacate, cru'],
  [164, 'Abacaxi, cru'],
  [165, 'Abacaxi, polpa, congelada'],
  [166, 'Abiu, cru'],
  [167, 'Açaí, polpa, com xarope de guaraná e glucose'],
  [168, 'Açaí, polpa, congelada'],
  [169, 'Acerola, crua'],
  [170, 'Acerola, polpa, congelada'],
  [171, 'Ameixa, calda, enlatada'],
  [172, 'Ameixa, crua'],
  [173, 'Ameixa, em calda, enlatada, drenada'],
  [174, 'Atemóia, crua'],
  [175, 'Banana, da terra, crua'],
  [176, 'Banana, doce em barra'],
  [177, 'Banana, figo, crua'],
  [178, 'Banana, maçã, crua'],
  [179, 'Banana, nanica, crua'],
  [180, 'Banana, ouro, crua'],
  [181, 'Banana, pacova, crua'],
  [182, 'Banana, prata, crua'],
  [183, 'Cacau, cru'],
  [184, 'Cajá-Manga, cru'],
  [185, 'Cajá, polpa, congelada'],
  [186, 'Caju, cru'],
  [187, 'Caju, polpa, congelada'],
  [188, 'Caju, suco concentrado, envasado'],
  [189, 'Caqui, chocolate, cru'],
  [190, 'Carambola, crua'],
  [191, 'Ciriguela, crua'],
  [192, 'Cupuaçu, cru'],
  [193, 'Cupuaçu, polpa, congelada'],
  [194, 'Figo, cru'],
  [195, 'Figo, enlatado, em calda'],
  [196, 'Fruta-pão, crua'],
  [197, 'Goiaba, branca, com casca, crua'],
  [198, 'Goiaba, doce em pasta'],
  [199, 'Goiaba, doce, cascão'],
  [200, 'Goiaba, vermelha, com casca, crua'],
  [201, 'Graviola, crua'],
  [202, 'Graviola, polpa, congelada'],
  [203, 'Jabuticaba, crua'],
  [204, 'Jaca, crua'],
  [205, 'Jambo, cru'],
  [206, 'Jamelão, cru'],
  [207, 'Kiwi, cru'],
  [208, 'Laranja, baía, crua'],
  [209, 'Laranja, baía, suco'],
  [210, 'Laranja, da terra, crua'],
  [211, 'Laranja, da terra, suco'],
  [212, 'Laranja, lima, crua'],
  [213, 'Laranja, lima, suco'],
  [214, 'Laranja, pêra, crua'],
  [215, 'Laranja, pêra, suco'],
  [216, 'Laranja, valência, crua'],
  [217, 'Laranja, valência, suco'],
  [218, 'Limão, cravo, suco'],
  [219, 'Limão, galego, suco'],
  [220, 'Limão, tahiti, cru'],
  [221, 'Maçã, Argentina, com casca, crua'],
  [222, 'Maçã, Fuji, com casca, crua'],
  [223, 'Macaúba, crua'],
  [224, 'Mamão, doce em calda, drenado'],
  [225, 'Mamão, Formosa, cru'],
  [226, 'Mamão, Papaia, cru'],
  [227, 'Mamão verde, doce em calda, drenado'],
  [228, 'Manga, Haden, crua'],
  [229, 'Manga, Palmer, crua'],
  [230, 'Manga, polpa, congelada'],
  [231, 'Manga, Tommy Atkins, crua'],
  [232, 'Maracujá, cru'],
  [233, 'Maracujá, polpa, congelada'],
  [234, 'Maracujá, suco concentrado, envasado'],
  [235, 'Melancia, crua'],
  [236, 'Melão, cru'],
  [237, 'Mexerica, Murcote, crua'],
  [238, 'Mexerica, Rio, crua'],
  [239, 'Morango, cru'],
  [240, 'Nêspera, crua'],
  [241, 'Pequi, cru'],
  [242, 'Pêra, Park, crua'],
  [243, 'Pêra, Williams, crua'],
  [244, 'Pêssego, Aurora, cru'],
  [245, 'Pêssego, enlatado, em calda'],
  [246, 'Pinha, crua'],
  [247, 'Pitanga, crua'],
  [248, 'Pitanga, polpa, congelada'],
  [249, 'Romã, crua'],
  [250, 'Tamarindo, cru'],
  [251, 'Tangerina, Poncã, crua'],
  [252, 'Tangerina, Poncã, suco'],
  [253, 'Tucumã, cru'],
  [254, 'Umbu, cru'],
  [255, 'Umbu, polpa, congelada'],
  [256, 'Uva, Itália, crua'],
  [257, 'Uva, Rubi, crua'],
  [258, 'Uva, suco concentrado, envasado'],
  [259, 'Azeite, de dendê'],
  [260, 'Azeite, de oliva, extra virgem'],
  [261, 'Manteiga, com sal'],
  [262, 'Manteiga, sem sal'],
  [263, 'Margarina, com óleo hidrogenado, com sal (65% de lipídeos)'],
  [264, 'Margarina, com óleo hidrogenado, sem sal (80% de lipídeos)'],
  [265, 'Margarina, com óleo interesterificado, com sal (65%de lipídeos)'],
  [266, 'Margarina, com óleo interesterificado, sem sal (65% de lipídeos)'],
  [267, 'Óleo, de babaçu'],
  [268, 'Óleo, de canola'],
  [269, 'Óleo, de girassol'],
  [270, 'Óleo, de milho'],
  [271, 'Óleo, de pequi'],
  [272, 'Óleo, de soja'],
  [273, 'Abadejo, filé, congelado, assado'],
  [274, 'Abadejo, filé, congelado,cozido'],
  [275, 'Abadejo, filé, congelado, cru'],
  [276, 'Abadejo, filé, congelado, grelhado'],
  [277, 'Atum, conserva em óleo'],
  [278, 'Atum, fresco, cru'],
  [279, 'Bacalhau, salgado, cru'],
  [280, 'Bacalhau, salgado, refogado'],
  [281, 'Cação, posta, com farinha de trigo, frita'],
  [282, 'Cação, posta, cozida'],
  [283, 'Cação, posta, crua'],
  [284, 'Camarão, Rio Grande, grande, cozido'],
  [285, 'Camarão, Rio Grande, grande, cru'],
  [286, 'Camarão, Sete Barbas, sem cabeça, com casca, frito'],
  [287, 'Caranguejo, cozido'],
  [288, 'Corimba, cru'],
  [289, 'Corimbatá, assado'],
  [290, 'Corimbatá, cozido'],
  [291, 'Corvina de água doce, crua'],
  [292, 'Corvina do mar, crua'],
  [293, 'Corvina grande, assada'],
  [294, 'Corvina grande, cozida'],
  [295, 'Dourada de água doce, fresca'],
  [296, 'Lambari, congelado, cru'],
  [297, 'Lambari, congelado, frito'],
  [298, 'Lambari, fresco, cru'],
  [299, 'Manjuba, com farinha de trigo, frita'],
  [300, 'Manjuba, frita'],
  [301, 'Merluza, filé, assado'],
  [302, 'Merluza, filé, cru'],
  [303, 'Merluza, filé, frito'],
  [304, 'Pescada, branca, crua'],
  [305, 'Pescada, branca, frita'],
  [306, 'Pescada, filé, com farinha de trigo, frito'],
  [307, 'Pescada, filé, cru'],
  [308, 'Pescada, filé, frito'],
  [309, 'Pescada, filé, molho escabeche'],
  [310, 'Pescadinha, crua'],
  [311, 'Pintado, assado'],
  [312, 'Pintado, cru'],
  [313, 'Pintado, grelhado'],
  [314, 'Porquinho, cru'],
  [315, 'Salmão, filé, com pele, fresco, grelhado'],
  [316, 'Salmão, sem pele, fresco, cru'],
  [317, 'Salmão, sem pele, fresco, grelhado'],
  [318, 'Sardinha, assada'],
  [319, 'Sardinha, conserva em óleo'],
  [320, 'Sardinha, frita'],
  [321, 'Sardinha, inteira, crua'],
  [322, 'Tucunaré, filé, congelado, cru'],
  [323, 'Apresuntado'],
  [324, 'Caldo de carne, tablete'],
  [325, 'Caldo de galinha, tablete'],
  [326, 'Carne, bovina, acém, moído, cozido'],
  [327, 'Carne, bovina, acém, moído, cru'],
  [328, 'Carne, bovina, acém, sem gordura, cozido'],
  [329, 'Carne, bovina, acém, sem gordura, cru'],
  [330, 'Carne, bovina, almôndegas, cruas'],
  [331, 'Carne, bovina, almôndegas, fritas'],
  [332, 'Carne, bovina, bucho, cozido'],
  [333, 'Carne, bovina, bucho, cru'],
  [334, 'Carne, bovina, capa de contra-filé, com gordura, crua'],
  [335, 'Carne, bovina, capa de contra-filé, com gordura, grelhada'],
  [336, 'Carne, bovina, capa de contra-filé, sem gordura, crua'],
  [337, 'Carne, bovina, capa de contra-filé, sem gordura, grelhada'],
  [338, 'Carne, bovina, charque, cozido'],
  [339, 'Carne, bovina, charque, cru'],
  [340, 'Carne, bovina, contra-filé, à milanesa'],
  [341, 'Carne, bovina, contra-filé de costela, cru'],
  [342, 'Carne, bovina, contra-filé de costela, grelhado'],
  [343, 'Carne, bovina, contra-filé, com gordura, cru'],
  [344, 'Carne, bovina, contra-filé, com gordura, grelhado'],
  [345, 'Carne, bovina, contra-filé, sem gordura, cru'],
  [346, 'Carne, bovina, contra-filé, sem gordura, grelhado'],
  [347, 'Carne, bovina, costela, assada'],
  [348, 'Carne, bovina, costela, crua'],
  [349, 'Carne, bovina, coxão duro, sem gordura, cozido'],
  [350, 'Carne, bovina, coxão duro, sem gordura, cru'],
  [351, 'Carne, bovina, coxão mole, sem gordura, cozido'],
  [352, 'Carne, bovina, coxão mole, sem gordura, cru'],
  [353, 'Carne, bovina, cupim, assado'],
  [354, 'Carne, bovina, cupim, cru'],
  [355, 'Carne, bovina, fígado, cru'],
  [356, 'Carne, bovina, fígado, grelhado'],
  [357, 'Carne, bovina, filé mingnon, sem gordura, cru'],
  [358, 'Carne, bovina, filé mingnon, sem gordura, grelhado'],
  [359, 'Carne, bovina, flanco, sem gordura, cozido'],
  [360, 'Carne, bovina, flanco, sem gordura, cru'],
  [361, 'Carne, bovina, fraldinha, com gordura, cozida'],
  [362, 'Carne, bovina, fraldinha, com gordura, crua'],
  [363, 'Carne, bovina, lagarto, cozido'],
  [364, 'Carne, bovina, lagarto, cru'],
  [365, 'Carne, bovina, língua, cozida'],
  [366, 'Carne, bovina, língua, crua'],
  [367, 'Carne, bovina, maminha, crua'],
  [368, 'Carne, bovina, maminha, grelhada'],
  [369, 'Carne, bovina, miolo de alcatra, sem gordura, cru'],
  [370, 'Carne, bovina, miolo de alcatra, sem gordura, grelhado'],
  [371, 'Carne, bovina, músculo, sem gordura, cozido'],
  [372, 'Carne, bovina, músculo, sem gordura, cru'],
  [373, 'Carne, bovina, paleta, com gordura, crua'],
  [374, 'Carne, bovina, paleta, sem gordura, cozida'],
  [375, 'Carne, bovina, paleta, sem gordura, crua'],
  [376, 'Carne, bovina, patinho, sem gordura, cru'],
  [377, 'Carne, bovina, patinho, sem gordura, grelhado'],
  [378, 'Carne, bovina, peito, sem gordura, cozido'],
  [379, 'Carne, bovina, peito, sem gordura, cru'],
  [380, 'Carne, bovina, picanha, com gordura, crua'],
  [381, 'Carne, bovina, picanha, com gordura, grelhada'],
  [382, 'Carne, bovina, picanha, sem gordura, crua'],
  [383, 'Carne, bovina, picanha, sem gordura, grelhada'],
  [384, 'Carne, bovina, seca, cozida'],
  [385, 'Carne, bovina, seca, crua'],
  [386, 'Coxinha de frango, frita'],
  [387, 'Croquete, de carne, cru'],
  [388, 'Croquete, de carne, frito'],
  [389, 'Empada de frango, pré-cozida, assada'],
  [390, 'Empada, de frango, pré-cozida'],
  [391, 'Frango, asa, com pele, crua'],
  [392, 'Frango, caipira, inteiro, com pele, cozido'],
  [393, 'Frango, caipira, inteiro, sem pele, cozido'],
  [394, 'Frango, coração, cru'],
  [395, 'Frango, coração, grelhado'],
  [396, 'Frango, coxa, com pele, assada'],
  [397, 'Frango, coxa, com pele, crua'],
  [398, 'Frango, coxa, sem pele, cozida'],
  [399, 'Frango, coxa, sem pele, crua'],
  [400, 'Frango, fígado, cru'],
  [401, 'Frango, filé, à milanesa'],
  [402, 'Frango, inteiro, com pele, cru'],
  [403, 'Frango, inteiro, sem pele, assado'],
  [404, 'Frango, inteiro, sem pele, cozido'],
  [405, 'Frango, inteiro, sem pele, cru'],
  [406, 'Frango, peito, com pele, assado'],
  [407, 'Frango, peito, com pele, cru'],
  [408, 'Frango, peito, sem pele, cozido'],
  [409, 'Frango, peito, sem pele, cru'],
  [410, 'Frango, peito, sem pele, grelhado'],
  [411, 'Frango, sobrecoxa, com pele, assada'],
  [412, 'Frango, sobrecoxa, com pele, crua'],
  [413, 'Frango, sobrecoxa, sem pele, assada'],
  [414, 'Frango, sobrecoxa, sem pele, crua'],
  [415, 'Hambúrguer, bovino, cru'],
  [416, 'Hambúrguer, bovino, frito'],
  [417, 'Hambúrguer, bovino, grelhado'],
  [418, 'Lingüiça, frango, crua'],
  [419, 'Lingüiça, frango, frita'],
  [420, 'Lingüiça, frango, grelhada'],
  [421, 'Lingüiça, porco, crua'],
  [422, 'Lingüiça, porco, frita'],
  [423, 'Lingüiça, porco, grelhada'],
  [424, 'Mortadela'],
  [425, 'Peru, congelado, assado'],
  [426, 'Peru, congelado, cru'],
  [427, 'Porco, bisteca, crua'],
  [428, 'Porco, bisteca, frita'],
  [429, 'Porco, bisteca, grelhada'],
  [430, 'Porco, costela, assada'],
  [431, 'Porco, costela, crua'],
  [432, 'Porco, lombo, assado'],
  [433, 'Porco, lombo, cru'],
  [434, 'Porco, orelha, salgada, crua'],
  [435, 'Porco, pernil, assado'],
  [436, 'Porco, pernil, cru'],
  [437, 'Porco, rabo, salgado, cru'],
  [438, 'Presunto, com capa de gordura'],
  [439, 'Presunto, sem capa de gordura'],
  [440, 'Quibe, assado'],
  [441, 'Quibe, cru'],
  [442, 'Quibe, frito'],
  [443, 'Salame'],
  [444, 'Toucinho, cru'],
  [445, 'Toucinho, frito'],
  [446, 'Bebida láctea, pêssego'],
  [447, 'Creme de Leite'],
  [448, 'Iogurte, natural'],
  [449, 'Iogurte, natural, desnatado'],
  [451, 'Iogurte, sabor morango'],
  [452, 'Iogurte, sabor pêssego'],
  [453, 'Leite, condensado'],
  [454, 'Leite, de cabra'],
  [455, 'Leite, de vaca, achocolatado'],
  [456, 'Leite, de vaca, desnatado, pó'],
  [457, 'Leite, de vaca, desnatado, UHT'],
  [458, 'Leite, de vaca, integral'],
  [459, 'Leite, de vaca, integral, pó'],
  [460, 'Leite, fermentado'],
  [461, 'Queijo, minas, frescal'],
  [462, 'Queijo, minas, meia cura'],
  [463, 'Queijo, mozarela'],
  [464, 'Queijo, parmesão'],
  [465, 'Queijo, pasteurizado'],
  [466, 'Queijo, petit suisse, morango'],
  [467, 'Queijo, prato'],
  [468, 'Queijo, requeijão, cremoso'],
  [469, 'Queijo, ricota'],
  [470, 'Bebida isotônica, sabores variados'],
  [471, 'Café, infusão 10%'],
  [473, 'Cana, caldo de'],
  [474, 'Cerveja, pilsen'],
  [475, 'Chá, erva-doce, infusão 5%'],
  [476, 'Chá, mate, infusão 5%'],
  [477, 'Chá, preto, infusão 5%'],
  [478, 'Coco, água de'],
  [479, 'Refrigerante, tipo água tônica'],
  [480, 'Refrigerante, tipo cola'],
  [481, 'Refrigerante, tipo guaraná'],
  [482, 'Refrigerante, tipo laranja'],
  [483, 'Refrigerante, tipo limão'],
  [484, 'Omelete, de queijo'],
  [485, 'Ovo, de codorna, inteiro, cru'],
  [486, 'Ovo, de galinha, clara, cozida/10minutos'],
  [487, 'Ovo, de galinha, gema, cozida/10minutos'],
  [488, 'Ovo, de galinha, inteiro, cozido/10minutos'],
  [489, 'Ovo, de galinha, inteiro, cru'],
  [490, 'Ovo, de galinha, inteiro, frito'],
  [491, 'Achocolatado, pó'],
  [492, 'Açúcar, cristal'],
  [493, 'Açúcar, mascavo'],
  [494, 'Açúcar, refinado'],
  [495, 'Chocolate, ao leite'],
  [496, 'Chocolate, ao leite, com castanha do Pará'],
  [497, 'Chocolate, ao leite, dietético'],
  [498, 'Chocolate, meio amargo'],
  [499, 'Cocada branca'],
  [500, 'Doce, de abóbora, cremoso'],
  [501, 'Doce, de leite, cremoso'],
  [502, 'Geléia, mocotó, natural'],
  [503, 'Glicose de milho'],
  [504, 'Maria mole'],
  [505, 'Maria mole, coco queimado'],
  [506, 'Marmelada'],
  [507, 'Mel, de abelha'],
  [508, 'Melado'],
  [509, 'Quindim'],
  [510, 'Rapadura'],
  [511, 'Café, pó, torrado'],
  [512, 'Capuccino, pó'],
  [513, 'Fermento em pó, químico'],
  [514, 'Fermento, biológico, levedura, tablete'],
  [515, 'Gelatina, sabores variados, pó'],
  [516, 'Sal, dietético'],
  [517, 'Sal, grosso'],
  [518, 'Shoyu'],
  [519, 'Tempero a base de sal'],
  [520, 'Azeitona, preta, conserva'],
  [521, 'Azeitona, verde, conserva'],
  [522, 'Chantilly, spray, com gordura vegetal'],
  [523, 'Leite, de coco'],
  [524, 'Maionese, tradicional com ovos'],
  [525, 'Acarajé'],
  [526, 'Arroz carreteiro'],
  [527, 'Baião de dois, arroz e feijão-de-corda'],
  [528, 'Barreado'],
  [529, 'Bife à cavalo, com contra filé'],
  [530, 'Bolinho de arroz'],
  [531, 'Camarão à baiana'],
  [532, 'Charuto, de repolho'],
  [533, 'Cuscuz, de milho, cozido com sal'],
  [534, 'Cuscuz, paulista'],
  [535, 'Cuxá, molho'],
  [536, 'Dobradinha'],
  [537, 'Estrogonofe de carne'],
  [538, 'Estrogonofe de frango'],
  [539, 'Feijão tropeiro mineiro'],
  [540, 'Feijoada'],
  [541, 'Frango, com açafrão'],
  [542, 'Macarrão, molho bolognesa'],
  [543, 'Maniçoba'],
  [544, 'Quibebe'],
  [545, 'Salada, de legumes, com maionese'],
  [546, 'Salada, de legumes, cozida no vapor'],
  [547, 'Salpicão, de frango'],
  [548, 'Sarapatel'],
  [549, 'Tabule'],
  [550, 'Tacacá'],
  [551, 'Tapioca, com manteiga'],
  [552, 'Tucupi, com pimenta-de-cheiro'],
  [553, 'Vaca atolada'],
  [554, 'Vatapá'],
  [555, 'Virado à paulista'],
  [556, 'Yakisoba'],
  [557, 'Amendoim, grão, cru'],
  [558, 'Amendoim, torrado, salgado'],
  [559, 'Ervilha, em vagem'],
  [560, 'Ervilha, enlatada, drenada'],
  [561, 'Feijão, carioca, cozido'],
  [562, 'Feijão, carioca, cru'],
  [563, 'Feijão, fradinho, cozido'],
  [564, 'Feijão, fradinho, cru'],
  [565, 'Feijão, jalo, cozido'],
  [566, 'Feijão, jalo, cru'],
  [567, 'Feijão, preto, cozido'],
  [568, 'Feijão, preto, cru'],
  [569, 'Feijão, rajado, cozido'],
  [570, 'Feijão, rajado, cru'],
  [571, 'Feijão, rosinha, cozido'],
  [572, 'Feijão, rosinha, cru'],
  [573, 'Feijão, roxo, cozido'],
  [574, 'Feijão, roxo, cru'],
  [575, 'Grão-de-bico, cru'],
  [576, 'Guandu, cru'],
  [577, 'Lentilha, cozida'],
  [578, 'Lentilha, crua'],
  [579, 'Paçoca, amendoim'],
  [580, 'Pé-de-moleque, amendoim'],
  [581, 'Soja, farinha'],
  [582, 'Soja, extrato solúvel, natural, fluido'],
  [583, 'Soja, extrato solúvel, pó'],
  [584, 'Soja, queijo (tofu)'],
  [585, 'Tremoço, cru'],
  [586, 'Tremoço, em conserva'],
  [587, 'Amêndoa, torrada, salgada'],
  [588, 'Castanha-de-caju, torrada, salgada'],
  [589, 'Castanha-do-Brasil, crua'],
  [590, 'Coco, cru'],
  [592, 'Farinha, de mesocarpo de babaçu, crua'],
  [593, 'Gergelim, semente'],
  [594, 'Linhaça, semente'],
  [595, 'Pinhão, cozido'],
  [596, 'Pupunha, cozida'],
  [597, 'Noz, crua'],
];

/** Case- and accent-insensitive form of a name, to compare names across the lists. */
const fold = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim();

/** Names the built-in dishes and their list take over ("coxinha" was TACO's, it is now the dish). */
const TAKEN_BY_DISHES = new Set([...DISH_NAMES, ...DISH_LIST_ALIASES].map(([name]) => fold(name)));

/**
 * Dish names first, then everyday names, then TACO names; unique case- and accent-insensitively,
 * except that a dish may carry the very name of the TACO dish it stands beside ("Feijoada"): both
 * are listed, the dish first (see food-names.test.ts).
 */
export const FOOD_NAMES: readonly FoodName[] = [
  ...DISH_NAMES.map(([name, foodId]): FoodName => ({ name, foodId, type: 'dish' })),
  ...DISH_LIST_ALIASES.map(([name, foodId]): FoodName => ({ name, foodId, type: 'alias' })),
  ...ALIASES.filter(([name]) => !TAKEN_BY_DISHES.has(fold(name))).map(([name, foodId]): FoodName => ({
    name,
    foodId,
    type: 'alias',
  })),
  ...TACO_NAMES.map(([foodId, name]): FoodName => ({ name, foodId, type: 'taco' })),
];
