import { serviceModule } from '../../lib/app-module';
import { createOpenFoodFacts } from './open-food-facts';
import { createProductsRepo } from './products.repo';
import { productsRoutes } from './products.routes';
import { createProductsService, type ProductsService } from './products.service';

declare module '../../lib/app-module' {
  interface Services {
    /** Packaged foods by barcode (a shared cache of Open Food Facts) for the catalogue and the day's NOVA share. */
    products: ProductsService;
  }
}

/** The app's version, named in the User-Agent Open Food Facts asks every application to send. */
const APP_VERSION = '1.1.0';

/** Packaged foods read by barcode: Open Food Facts behind our 30-day cache (decision 039). */
export const productsModule = serviceModule({
  name: 'products',
  build: ({ db, env, now, log, publicUrl, use }) => {
    const contact = env.PRIVACY_CONTACT_EMAIL ?? publicUrl;
    const openFoodFacts = createOpenFoodFacts({
      baseUrl: env.OPEN_FOOD_FACTS_URL,
      userAgent: `PratoCerto/${APP_VERSION} (${contact})`,
    });
    return createProductsService({
      repo: createProductsRepo(db),
      openFoodFacts,
      userFoods: use('userFoods'),
      now,
      log,
    });
  },
  provides: (products) => ({ products }),
  routes: productsRoutes,
});
