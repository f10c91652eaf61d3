// The design system's specimen: its components and the MUI components it hands out, in the
// variants pages use them in, with placeholder text. Never shown to anyone: the shell's build
// renders it inside the frame (shell/src/build/sharedStyles.tsx) so the rules these produce are
// in the shared stylesheet every page links, instead of inline in each page. Emotion names a rule
// by its text, so only a component used exactly like this shares its rule; any other is inlined.
import type { ReactNode } from 'react';
import { CardGrid } from './components/CardGrid';
import { CtaBand } from './components/CtaBand';
import { EmptyState } from './components/EmptyState';
import { FaqAccordion } from './components/FaqAccordion';
import { FeatureCard } from './components/FeatureCard';
import { IconBadge } from './components/IconBadge';
import { LoadingBlock } from './components/LoadingBlock';
import { MetricsGrid } from './components/MetricsGrid';
import { PageHero } from './components/PageHero';
import { Section } from './components/Section';
import { StatCard } from './components/StatCard';
import { Timeline } from './components/Timeline';
import { ArrowForward } from './icons';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  IconButton,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from './mui';

const TEXT = 'Text';
const icon = <ArrowForward />;
const COLORS = ['primary', 'secondary'] as const;
const TYPOGRAPHY = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
] as const;

function each<T>(values: readonly T[], render: (value: T) => ReactNode): ReactNode {
  return values.map((value) => <div key={String(value)}>{render(value)}</div>);
}

export function Specimen() {
  return (
    <div>
      {each(['contained', 'outlined', 'text'] as const, (variant) =>
        each(['small', 'medium', 'large'] as const, (size) => (
          <>
            <Button variant={variant} size={size}>
              {TEXT}
            </Button>
            <Button variant={variant} size={size} startIcon={icon}>
              {TEXT}
            </Button>
            <Button variant={variant} size={size} endIcon={icon}>
              {TEXT}
            </Button>
            <Button variant={variant} size={size} fullWidth>
              {TEXT}
            </Button>
          </>
        )),
      )}
      {each(['small', 'medium', 'large'] as const, (size) => (
        <IconButton size={size} aria-label={TEXT}>
          {icon}
        </IconButton>
      ))}
      {each(['small', 'medium'] as const, (size) => (
        <>
          <TextField label={TEXT} size={size} fullWidth />
          <TextField label={TEXT} size={size} fullWidth required />
          <TextField label={TEXT} size={size} fullWidth multiline minRows={4} />
          <TextField label={TEXT} size={size} />
        </>
      ))}
      {each(TYPOGRAPHY, (variant) => (
        <>
          <Typography variant={variant}>{TEXT}</Typography>
          <Typography variant={variant} color="textSecondary">
            {TEXT}
          </Typography>
        </>
      ))}
      {each(['small', 'medium'] as const, (size) =>
        each(['filled', 'outlined'] as const, (variant) => <Chip size={size} variant={variant} label={TEXT} />),
      )}
      {each(['sm', 'md', 'lg'] as const, (maxWidth) => (
        <Container maxWidth={maxWidth}>{TEXT}</Container>
      ))}
      <Card variant="outlined">
        <CardContent>{TEXT}</CardContent>
      </Card>
      <Paper variant="outlined">{TEXT}</Paper>
      <Stack spacing={2}>{TEXT}</Stack>
      <Link href="#specimen">{TEXT}</Link>
      {each(COLORS, (color) => (
        <>
          <PageHero title={TEXT} eyebrow={TEXT} subtitle={TEXT} description={TEXT} color={color} />
          <PageHero title={TEXT} eyebrow={TEXT} subtitle={TEXT} icon={icon} actions={TEXT} color={color} />
          <PageHero title={TEXT} subtitle={TEXT} align="center" color={color} />
          <FeatureCard title={TEXT} description={TEXT} icon={icon} eyebrow={TEXT} color={color} actions={TEXT} />
          <FeatureCard title={TEXT} description={TEXT} icon={icon} color={color} component="li" />
          <StatCard value={TEXT} label={TEXT} description={TEXT} icon={icon} color={color} />
          <MetricsGrid items={[{ value: TEXT, label: TEXT }]} color={color} />
          <Timeline items={[{ id: 'a', marker: TEXT, title: TEXT, description: TEXT, icon }]} color={color} />
          {each(['small', 'large'] as const, (size) => (
            <IconBadge icon={icon} color={color} size={size} />
          ))}
        </>
      ))}
      {each(['default', 'muted'] as const, (tone) =>
        each(['left', 'center'] as const, (align) => (
          <>
            <Section tone={tone} align={align} title={TEXT} subtitle={TEXT}>
              {TEXT}
            </Section>
            <Section tone={tone} align={align} narrow title={TEXT} subtitle={TEXT}>
              {TEXT}
            </Section>
            <Section tone={tone} align={align}>
              {TEXT}
            </Section>
          </>
        )),
      )}
      {each([2, 3, 4, 5] as const, (columns) =>
        each(['div', 'ul'] as const, (as) => (
          <CardGrid columns={columns} as={as}>
            {TEXT}
          </CardGrid>
        )),
      )}
      <CtaBand title={TEXT} text={TEXT} actions={TEXT} />
      <FaqAccordion items={[{ id: 'a', question: TEXT, answer: TEXT }]} />
      <EmptyState message={TEXT} title={TEXT} icon={icon} actions={TEXT} />
      <LoadingBlock label={TEXT} />
    </div>
  );
}
