import {
  coverAlt,
  fallbackLang,
  headingTitle,
  type Language,
  localizeCaseStudy,
  type PublicCaseStudy,
} from '@app/domain';
import { CoverImage, Disclosure, MetricsGrid, VisuallyHidden } from '@app/shared-ui';
import { Box, Card, Chip, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { caseStudiesStrings } from '../../i18n/strings/caseStudies';
import { useSiteStrings } from '../../i18n/useSiteStrings';
import { IMAGE_SIZES, imageSources } from '../images/responsive';
import { Markdown } from '../markdown/Markdown';

type Level = 1 | 2 | 3 | 4;
const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

function Part({ title, level, children }: { title: string; level: Level; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component={HEADINGS[level]} variant="h5" color="primary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface CaseStudyCardProps {
  caseStudy: PublicCaseStudy;
  language: Language;
  /**
   * The title's heading level: 2 in the case studies list (under its h1), 1 where the story is the
   * page (a preview link); its parts and their text's headings follow below it.
   */
  headingLevel?: 1 | 2;
}

/**
 * One success story: image, industry, title, Challenge and Solution, key metrics, and a "Read
 * Full Case Study" toggle that reveals Results and the client's testimonial in place.
 */
export function CaseStudyCard({ caseStudy, language, headingLevel = 2 }: CaseStudyCardProps) {
  const { t } = useSiteStrings(caseStudiesStrings);
  const text = localizeCaseStudy(caseStudy, language);
  // In Swedish, the Swedish metrics when there are some, else the English ones marked as English.
  const metrics = (text.metrics ?? []).map((item) => ({ label: item.metric, value: item.value }));
  const hasDetails = text.results.trim() !== '' || Boolean(text.testimonial);
  const partLevel: Level = headingLevel === 1 ? 2 : 3;
  const textLevel = headingLevel === 1 ? 3 : 4;
  // Every card's toggle reads "Read Full Case Study": its name also says which story it opens, for
  // a screen reader's list of buttons (the title without soft hyphens, in its own language).
  const storyName = (
    <VisuallyHidden>
      {' – '}
      <span lang={fallbackLang(caseStudy, 'title', language)}>{text.title}</span>
    </VisuallyHidden>
  );

  return (
    <Card
      component="article"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: caseStudy.image_url ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr' },
        overflow: 'hidden',
      }}
    >
      {caseStudy.image_url ? (
        <Box sx={{ position: 'relative', minHeight: { md: 320 }, bgcolor: 'action.hover' }}>
          <CoverImage
            src={caseStudy.image_url}
            {...imageSources(caseStudy.image_url, IMAGE_SIZES.caseStudyCard)}
            {...coverAlt(caseStudy, language, { alt: caseStudy.client_name })}
            width={800}
            height={600}
            sx={{
              position: { xs: 'static', md: 'absolute' },
              inset: 0,
              height: { xs: 'auto', md: '100%' },
              aspectRatio: { xs: '16 / 9', md: 'auto' },
            }}
          />
        </Box>
      ) : null}
      <Box sx={{ p: { xs: 2.5, sm: 3, md: 4 }, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
          {text.industry ? (
            <Chip
              label={text.industry}
              lang={fallbackLang(caseStudy, 'industry', language)}
              color="secondary"
              size="small"
            />
          ) : null}
          <Typography component="p" variant="body2" color="textSecondary">
            {caseStudy.client_name}
          </Typography>
        </Box>
        <Typography component={HEADINGS[headingLevel]} variant="h3" lang={fallbackLang(caseStudy, 'title', language)}>
          {headingTitle(caseStudy, language)}
        </Typography>
        <Part title={t('caseStudies.challenge')} level={partLevel}>
          <div lang={fallbackLang(caseStudy, 'challenge', language)}>
            <Markdown baseHeadingLevel={textLevel}>{text.challenge}</Markdown>
          </div>
        </Part>
        <Part title={t('caseStudies.solution')} level={partLevel}>
          <div lang={fallbackLang(caseStudy, 'solution', language)}>
            <Markdown baseHeadingLevel={textLevel}>{text.solution}</Markdown>
          </div>
        </Part>
        {metrics.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <MetricsGrid
              items={metrics}
              label={t('caseStudies.metrics')}
              lang={fallbackLang(caseStudy, 'metrics', language)}
            />
          </Box>
        ) : null}
        {hasDetails ? (
          <Disclosure
            summary={
              <>
                {t('caseStudies.readMore')}
                {storyName}
              </>
            }
            openSummary={
              <>
                {t('caseStudies.showLess')}
                {storyName}
              </>
            }
            variant="outlined"
            summaryLast
            sx={{ mt: 2 }}
          >
            {text.results.trim() !== '' ? (
              <Part title={t('caseStudies.results')} level={partLevel}>
                <div lang={fallbackLang(caseStudy, 'results', language)}>
                  <Markdown baseHeadingLevel={textLevel}>{text.results}</Markdown>
                </div>
              </Part>
            ) : null}
            {text.testimonial ? (
              <Box
                component="figure"
                sx={{
                  m: 0,
                  mt: 3,
                  p: 3,
                  borderRadius: 2,
                  borderLeft: 4,
                  borderColor: 'primary.main',
                  bgcolor: 'action.hover',
                }}
              >
                <Typography
                  component="blockquote"
                  lang={fallbackLang(caseStudy, 'testimonial', language)}
                  sx={{ m: 0, fontStyle: 'italic', fontSize: '1.0625rem' }}
                >
                  “{text.testimonial}”
                </Typography>
                {caseStudy.testimonial_author ? (
                  <Typography component="figcaption" variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
                    {caseStudy.testimonial_author}
                    {text.testimonial_role ? (
                      <Box
                        component="span"
                        lang={fallbackLang(caseStudy, 'testimonial_role', language)}
                        sx={{ fontWeight: 400, color: 'text.secondary' }}
                      >
                        {`, ${text.testimonial_role}`}
                      </Box>
                    ) : null}
                  </Typography>
                ) : null}
              </Box>
            ) : null}
          </Disclosure>
        ) : null}
      </Box>
    </Card>
  );
}
