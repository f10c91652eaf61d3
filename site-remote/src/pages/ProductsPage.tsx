import { openBooking } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { CardGrid, CtaBand, FeatureCard, PageHero, Section, VisuallyHidden } from '@app/shared-ui';
import { ArrowForward as ArrowForwardIcon, ExpandMore as ExpandMoreIcon } from '@app/shared-ui/icons';
import { Box, Button } from '@app/shared-ui/mui';
import { useId, useState } from 'react';
import { howItWorks, type ProductCategory, type ProductCategoryId, productCategories } from '../content/products';
import { keywordList } from '../content/text';
import { homeStrings } from '../i18n/strings/home';
import { productsStrings } from '../i18n/strings/products';
import { useSiteStrings } from '../i18n/useSiteStrings';
import { PageMeta } from '../seo/PageMeta';

const CATEGORIES_ID = 'categories';

interface CategoryCardProps {
  category: ProductCategory;
  open: boolean;
  onToggle: () => void;
}

/** A product line: description, a 'View Portfolio' toggle with its product names, and 'View More'. */
function CategoryCard({ category, open, onToggle }: CategoryCardProps) {
  const { t } = useSiteStrings(homeStrings, productsStrings);
  const listId = `${useId()}-portfolio`;
  const title = t(category.cardTitle);
  return (
    <FeatureCard
      component="li"
      icon={<category.icon />}
      color={category.color}
      title={title}
      description={t(category.cardDescription)}
      actions={
        <Button
          variant="contained"
          color={category.color}
          component={RouterLink}
          to={category.path}
          endIcon={<ArrowForwardIcon aria-hidden="true" />}
        >
          {t('products.categoriesSection.viewMore')}{' '}
          <VisuallyHidden>{t('products.categoriesSection.viewMoreAbout', { category: title })}</VisuallyHidden>
        </Button>
      }
    >
      <Box>
        <Button
          type="button"
          color={category.color}
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          endIcon={
            <ExpandMoreIcon
              aria-hidden="true"
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          }
          sx={{ px: 1, ml: -1 }}
        >
          {t('products.categoriesSection.viewPortfolio')}{' '}
          <VisuallyHidden>{t('products.categoriesSection.portfolioOf', { category: title })}</VisuallyHidden>
        </Button>
        <Box
          component="ul"
          id={listId}
          hidden={!open}
          sx={{ mt: 1, mb: 0, pl: 3, color: 'text.secondary', '& li': { py: 0.25 } }}
        >
          {category.products.map((product) => (
            <li key={product.id}>{t(product.name)}</li>
          ))}
        </Box>
      </Box>
    </FeatureCard>
  );
}

export default function ProductsPage() {
  const { t } = useSiteStrings(homeStrings, productsStrings);
  // At most one portfolio is open; opening another closes the first, clicking the open one closes it.
  const [openCategory, setOpenCategory] = useState<ProductCategoryId | null>(null);
  const toggle = (id: ProductCategoryId) => setOpenCategory((current) => (current === id ? null : id));

  return (
    <>
      <PageMeta
        title={t('products.meta.title')}
        description={t('products.meta.description')}
        keywords={keywordList(t('products.meta.keywords'))}
        path="/products"
        breadcrumbs={[
          { name: t('home.breadcrumb'), path: '/' },
          { name: t('products.breadcrumb'), path: '/products' },
        ]}
      />

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
            <CategoryCard
              key={category.id}
              category={category}
              open={openCategory === category.id}
              onToggle={() => toggle(category.id)}
            />
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

      <CtaBand
        title={t('products.cta.title')}
        text={t('products.cta.text')}
        actions={
          <>
            <Button variant="contained" size="large" onClick={openBooking}>
              {t('products.cta.bookCall')}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to="/contact">
              {t('products.cta.viewDemo')}
            </Button>
          </>
        }
      />
    </>
  );
}
