import { notify } from '@app/platform';
import { auth } from '@app/platform/auth';
import { Link as RouterLink, useNavigate } from '@app/platform/router';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@app/shared-ui/mui';
import { signOut } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentRow, listBlogs, listCaseStudies } from '../data/content';

const KINDS = {
  blogs: { load: listBlogs, path: '/admin/blog', publicPath: (slug: string) => `/blog/${slug}` },
  caseStudies: { load: listCaseStudies, path: '/admin/case-studies', publicPath: () => '/case-studies' },
} as const;

/** Manage Blogs / Manage Case Studies: everything, drafts included, newest first. */
export default function ContentListPage({ kind }: { kind: keyof typeof KINDS }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [rows, setRows] = useState<ContentRow[] | null>(null);

  useEffect(() => {
    let active = true;
    setRows(null);
    KINDS[kind]
      .load()
      .then((result) => active && setRows(result))
      .catch(() => {
        if (!active) return;
        setRows([]);
        notify({ kind: 'error', title: t('list.errorTitle'), description: t(`list.${kind}.loadFailed`) });
      });
    return () => {
      active = false;
    };
  }, [kind, t]);

  async function logout() {
    await signOut(auth());
    navigate('/auth', { replace: true });
  }

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: 3, py: 5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t(`list.${kind}.title`)}
        </Typography>
        <Button variant="outlined" onClick={logout}>
          {t('list.logout')}
        </Button>
      </Stack>
      <Tabs value={KINDS[kind].path} sx={{ mb: 3 }} aria-label={t('list.sections')}>
        <Tab label={t('list.blogs.tab')} value="/admin/blog" component={RouterLink} to="/admin/blog" />
        <Tab
          label={t('list.caseStudies.tab')}
          value="/admin/case-studies"
          component={RouterLink}
          to="/admin/case-studies"
        />
      </Tabs>
      {rows === null ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t(`list.${kind}.empty`)}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
          {rows.map((row) => (
            <Card component="li" key={row.id}>
              <CardContent>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                    {row.title}
                  </Typography>
                  {!row.isPublished && <Chip size="small" color="warning" label={t('list.draft')} />}
                </Stack>
                <Typography color="text.secondary" sx={{ my: 1 }}>
                  {row.summary}
                </Typography>
                <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                  {row.meta.map((item) => (
                    <Typography key={item} variant="body2" color="text.secondary">
                      {item}
                    </Typography>
                  ))}
                  {row.isPublished && (
                    <Link component={RouterLink} to={KINDS[kind].publicPath(row.slug)}>
                      {t('list.view')}
                    </Link>
                  )}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
