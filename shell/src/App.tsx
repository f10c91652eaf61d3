import { Route, Routes, useLocation } from '@app/platform/router';
import { TOAST_INSET } from '@app/shared-ui';
import { Box } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { BookingDialog } from './frame/BookingDialog';
import { Footer } from './frame/Footer';
import { Header } from './frame/Header';
import { ScrollToTop } from './frame/ScrollToTop';
import { ToastRegion } from './frame/ToastRegion';
import { RemoteApp } from './RemoteApp';
import { remoteForPath } from './remotes';

/** The frame every page sits in; the remotes render the routes' content. */
export function App() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    // While notifications show, the page ends that much higher (ToastRegion): its foot can be
    // scrolled up from under them.
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: `var(${TOAST_INSET}, 0px)` }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -10000,
          '&:focus': { left: 16, top: 16, zIndex: 2000, p: 1.5, bgcolor: 'background.paper', borderRadius: 1 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <ScrollToTop />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, width: '100%', outline: 'none' }}>
        {remoteForPath(pathname) === 'admin' ? (
          // The admin remote is fetched only on its own addresses: visitors never download it.
          // Under /admin/* its routes resolve relative to /admin, as the admin remote expects.
          <Routes>
            <Route path="/auth" element={<RemoteApp name="admin" />} />
            <Route path="/admin/*" element={<RemoteApp name="admin" />} />
          </Routes>
        ) : (
          // Outside any route, so the site's routes resolve from / and it answers every other
          // address, with its 404 page where it has none.
          <RemoteApp name="site" />
        )}
      </Box>
      <Footer />
      <BookingDialog />
      <ToastRegion />
    </Box>
  );
}
