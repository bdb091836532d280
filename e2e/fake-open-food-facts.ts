// A fake Open Food Facts (API v2) on 127.0.0.1 for the journeys and the API tests: a few products by
// barcode, the real wire format (status 1 / status 0 with 404), and special barcodes that answer 5xx,
// hang, send garbage JSON or a huge body. `startFakeOpenFoodFacts()` returns its URL and the requests seen;
// run directly (`node --import tsx e2e/fake-open-food-facts.ts <port>`) it serves until killed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Products as Open Food Facts answers them (values per 100 g, or per 100 ml for drinks; sodium in g). */
export const FAKE_PRODUCTS: Record<string, Record<string, unknown>> = {
  // A salty cracker: ALTO EM sódio and gordura saturada, added sugar known and low, NOVA 4.
  '7891000100103': {
    product_name: 'Biscoito Cream Cracker',
    brands: 'Marca Teste',
    quantity: '200 g',
    serving_quantity: 30,
    categories_tags: ['en:snacks', 'en:biscuits'],
    nova_group: 4,
    nutriments: {
      'energy-kcal_100g': 430,
      proteins_100g: 10,
      carbohydrates_100g: 68,
      fat_100g: 13,
      'saturated-fat_100g': 6.5,
      'trans-fat_100g': 0,
      fiber_100g: 3,
      sugars_100g: 5,
      'added-sugars_100g': 4,
      sodium_100g: 0.8,
      salt_100g: 2,
    },
  },
  // A soft drink per 100 ml: ALTO EM açúcar adicionado at the liquid limit (7.5 g), salt only (no sodium).
  '7894900011517': {
    product_name: 'Refrigerante de Cola',
    brands: 'Bebidas Teste',
    quantity: '350 ml',
    serving_quantity: 350,
    categories_tags: ['en:beverages', 'en:sodas'],
    nova_group: 4,
    nutriments: {
      'energy-kcal_100g': 42,
      proteins_100g: 0,
      carbohydrates_100g: 10.6,
      fat_100g: 0,
      'saturated-fat_100g': 0,
      sugars_100g: 10.6,
      'added-sugars_100g': 10.6,
      salt_100g: 0.025,
    },
  },
  // Whole milk without added sugars declared: "não informado", never ok; NOVA 1.
  '7896000000002': {
    product_name: 'Leite Integral',
    brands: 'Laticínio Teste',
    quantity: '1 L',
    categories_tags: ['en:dairies', 'en:milks'],
    nova_group: 1,
    nutriments: {
      'energy-kcal_100g': 61,
      proteins_100g: 3.1,
      carbohydrates_100g: 4.7,
      fat_100g: 3.3,
      'saturated-fat_100g': 2,
      sugars_100g: 4.7,
      sodium_100g: 0.05,
    },
  },
  // A yoghurt whose vitamin A was typed in the wrong unit (0.3 g for 0.3 mg): 300,000 mcg per 100 g, which
  // no food holds; its calcium is right.
  '7896000000019': {
    product_name: 'Iogurte Natural',
    brands: 'Laticínio Teste',
    quantity: '170 g',
    serving_quantity: 170,
    categories_tags: ['en:dairies', 'en:yogurts'],
    nova_group: 1,
    nutriments: {
      'energy-kcal_100g': 70,
      proteins_100g: 4,
      carbohydrates_100g: 9,
      fat_100g: 2,
      'saturated-fat_100g': 1.2,
      sodium_100g: 0.06,
      calcium_100g: 0.15,
      'vitamin-a_100g': 0.3,
    },
  },
};

/** Barcodes with valid check digits that make the fake misbehave. */
export const FAKE_FAILURES = {
  serverError: '7890000000017',
  hang: '7890000000024',
  garbage: '7890000000031',
  huge: '7890000000048',
};

export async function startFakeOpenFoodFacts(port = 0) {
  const requests: { path: string; query: string; userAgent: string | undefined }[] = [];
  const state = { down: false };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      return;
    }
    requests.push({ path: url.pathname, query: url.search, userAgent: req.headers['user-agent'] });
    const match = /^\/api\/v2\/product\/(\d+)\.json$/u.exec(url.pathname);
    const code = match?.[1] ?? '';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.down || code === FAKE_FAILURES.serverError) return json(502, { error: 'bad gateway' });
    if (code === FAKE_FAILURES.hang) return undefined; // never answers
    if (code === FAKE_FAILURES.garbage) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status": 1, "product": {"product_name": "Meio');
      return;
    }
    if (code === FAKE_FAILURES.huge) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const filler = 'x'.repeat(64 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 200 && !res.destroyed) {
          sent += 1;
          if (!res.write(filler)) {
            res.once('drain', push);
            return;
          }
        }
        res.end();
      };
      res.write('{"status": 1, "product": {"product_name": "');
      push();
      return;
    }
    const product = FAKE_PRODUCTS[code];
    if (!product) return json(404, { code, status: 0, status_verbose: 'product not found' });
    return json(200, { code, status: 1, status_verbose: 'product found', product });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** Every answer a 502 until set back to false. */
    setDown(down: boolean) {
      state.down = down;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOpenFoodFacts(Number(process.argv[2] ?? 0));
  console.log(`fake Open Food Facts on ${fake.url}`);
}
