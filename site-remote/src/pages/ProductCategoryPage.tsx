import { withoutSoftHyphens } from '@app/domain';
import { Link as RouterLink, useParams } from '@app/platform/router';
import { CardGrid, CtaBand, PageHero, Section, StatCard } from '@app/shared-ui';
import { CheckCircle as CheckCircleIcon, OpenInNew as OpenInNewIcon } from '@app/shared-ui/icons';
import { Box, Button, Card, IconButton, Typography } from '@app/shared-ui/mui';
import { useId } from 'react';
import { findProductCategory, type ProductCategory, type ProductEntry } from '../content/products';
import { keywordList } from '../content/text';
import { homeStrings } from '../i18n/strings/home';
import { productsStrings } from '../i18n/strings/products';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';
import NotFoundPage from './NotFoundPage';

function ProductCard({ product, color }: { product: ProductEntry; color: 'primary' | 'secondary' }) {
  const { t } = useSiteStrings(homeStrings, productsStrings);
  const featuresId = `${useId()}-features`;
  const name = t(product.name);
  return (
    <Card
      component="li"
      sx={{ p: { xs: 2.5, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        {/* Shrinks beside the link, so a long name breaks inside the card ('Transportledningssystem'). */}
        <Typography variant="h4" component="h3" sx={{ minWidth: 0 }}>
          {name}
        </Typography>
        {product.externalUrl ? (
          <IconButton
            component="a"
            href={product.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            color={color}
            // A name's soft hyphens (the build's, for the heading's line breaks) are not for a label.
            aria-label={`${t('products.category.visitWebsite', { product: withoutSoftHyphens(name) })} ${t('products.newTab')}`}
            sx={{ mt: -0.5 }}
          >
            <OpenInNewIcon />
          </IconButton>
        ) : null}
      </Box>
      <Typography color="textSecondary">{t(product.description)}</Typography>
      <Typography id={featuresId} component="p" variant="overline" sx={{ fontWeight: 700, lineHeight: 1.5, mt: 1 }}>
        {t('products.category.featuresLabel')}
      </Typography>
      <Box component="ul" aria-labelledby={featuresId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {product.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleIcon aria-hidden="true" fontSize="small" sx={{ color: `${color}.main`, mt: '2px' }} />
            <span>{t(feature)}</span>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

/** /products/{category}: sales, marketing, legal, finance or operations; anything else is the 404 page. */
/** A product category's page's head. */
export function productCategoryHead(t: SiteT, category: ProductCategory): PageMetaInput {
  return {
    title: t(category.meta.title),
    description: t(category.meta.description),
    keywords: keywordList(t(category.meta.keywords)),
    path: category.path,
    breadcrumbs: [
      { name: t('home.breadcrumb'), path: '/' },
      { name: t('products.breadcrumb'), path: '/products' },
      { name: t(category.hero.title), path: category.path },
    ],
  };
}

export default function ProductCategoryPage() {
  const { t } = useSiteStrings(homeStrings, productsStrings);
  const { category: categoryId } = useParams();
  const category = findProductCategory(categoryId);
  if (!category) return <NotFoundPage />;

  const title = t(category.hero.title);

  return (
    <>
      <PageMeta {...productCategoryHead(t, category)} />

      <PageHero
        icon={<category.icon />}
        color={category.color}
        eyebrow={t(category.hero.eyebrow)}
        title={title}
        subtitle={t(category.hero.subtitle)}
        description={t(category.hero.description)}
        actions={
          <>
            <Button variant="contained" size="large" component={RouterLink} to={category.hero.primary.to}>
              {t(category.hero.primary.label)}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={category.hero.secondary.to}>
              {t(category.hero.secondary.label)}
            </Button>
          </>
        }
      />

      <Section
        align="center"
        title={t('products.category.resultsTitle')}
        subtitle={t('products.category.resultsSubtitle')}
      >
        <CardGrid columns={4} as="ul">
          {category.results.map((result) => (
            <StatCard
              key={result.id}
              component="li"
              color={category.color}
              icon={<result.icon />}
              value={t(result.value)}
              label={t(result.label)}
              description={t(result.description)}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        tone="muted"
        align="center"
        title={t('products.category.productsTitle')}
        subtitle={t('products.category.productsSubtitle')}
      >
        <CardGrid columns={2} as="ul">
          {category.products.map((product) => (
            <ProductCard key={product.id} product={product} color={category.color} />
          ))}
        </CardGrid>
      </Section>

      <CtaBand
        title={t(category.closing.title)}
        text={t(category.closing.text)}
        actions={
          <Button variant="contained" size="large" component={RouterLink} to={category.closing.action.to}>
            {t(category.closing.action.label)}
          </Button>
        }
      />
    </>
  );
}
