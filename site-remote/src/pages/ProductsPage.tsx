import { Link as RouterLink } from '@app/platform/router';
import { CardGrid, Disclosure, FeatureCard, PageHero, Section, VisuallyHidden } from '@app/shared-ui';
import { Box, Button } from '@app/shared-ui/mui';
import { howItWorks, type ProductCategory, productCategories } from '../content/products';
import { BookingCta } from '../features/booking/BookingCta';
import { LinkCard } from '../features/LinkCard';
import { homeStrings } from '../i18n/strings/home';
import { productsStrings } from '../i18n/strings/products';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import { type SiteT, sectionHead } from '../seo/pageHead';

const CATEGORIES_ID = 'categories';

/** The group of the 'View Portfolio' disclosures: one open at a time (native exclusive <details>). */
const PORTFOLIO_GROUP = 'portfolio';

/** A product line: description, a 'View Portfolio' disclosure with its product names, and 'View More'. */
function CategoryCard({ category }: { category: ProductCategory }) {
  const { t } = useSiteStrings(homeStrings, productsStrings);
  const title = t(category.cardTitle);
  return (
    <LinkCard
      page={category}
      title={title}
      description={t(category.cardDescription)}
      link={{
        label: t('products.categoriesSection.viewMore'),
        about: t('products.categoriesSection.viewMoreAbout', { category: title }),
        variant: 'contained',
      }}
    >
      <Disclosure
        name={PORTFOLIO_GROUP}
        summary={
          <span>
            {t('products.categoriesSection.viewPortfolio')}{' '}
            <VisuallyHidden>{t('products.categoriesSection.portfolioOf', { category: title })}</VisuallyHidden>
          </span>
        }
        sx={{ ml: -1.25 }}
      >
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, color: 'text.secondary', '& li': { py: 0.25 } }}>
          {category.products.map((product) => (
            <li key={product.id}>{t(product.name)}</li>
          ))}
        </Box>
      </Disclosure>
    </LinkCard>
  );
}

/** The products page's head. */
export function productsHead(t: SiteT): PageMetaInput {
  return sectionHead(t, '/products', {
    meta: 'products.meta',
    breadcrumb: 'products.breadcrumb',
    home: 'home.breadcrumb',
  });
}

export default function ProductsPage() {
  const { t } = useSiteStrings(homeStrings, productsStrings);

  return (
    <>
      <PageMeta {...productsHead(t)} />

      <PageHero
        eyebrow={t('products.hero.eyebrow')}
        title={t('products.hero.title')}
        description={t('products.hero.description')}
        actions={
          <>
            <Button variant="contained" size="large" href={`#${CATEGORIES_ID}`}>
              {t('products.hero.exploreCategories')}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to="/contact">
              {t('products.hero.viewDemo')}
            </Button>
          </>
        }
      />

      <Section
        id={CATEGORIES_ID}
        title={t('products.categoriesSection.title')}
        subtitle={t('products.categoriesSection.subtitle')}
      >
        <CardGrid columns={3} as="ul">
          {productCategories.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </CardGrid>
      </Section>

      <Section
        tone="muted"
        align="center"
        title={t('products.howItWorks.title')}
        subtitle={t('products.howItWorks.subtitle')}
      >
        <CardGrid columns={3} as="ul">
          {howItWorks.map((step, index) => (
            <FeatureCard
              key={step.id}
              component="li"
              icon={<step.icon />}
              eyebrow={t('products.howItWorks.stepLabel', { n: index + 1 })}
              title={t(step.title)}
              description={t(step.description)}
            />
          ))}
        </CardGrid>
      </Section>

      <BookingCta
        title={t('products.cta.title')}
        text={t('products.cta.text')}
        bookLabel={t('products.cta.bookCall')}
        secondary={{ to: '/contact', label: t('products.cta.viewDemo') }}
      />
    </>
  );
}
