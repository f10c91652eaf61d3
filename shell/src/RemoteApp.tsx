import { getAppConfig, settled } from '@app/platform';
import { ErrorOutlineRounded as ErrorOutlineIcon } from '@app/shared-ui/icons';
import { Box, Button, CircularProgress, Typography } from '@app/shared-ui/mui';
import {
  Component,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadedRemoteApp, loadRemoteApp, type RemoteName, registerAppRemotes } from './remotes';

function RemoteLoading() {
  const { t } = useTranslation('shell');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('remote.loading')} />
    </Box>
  );
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 10, px: 3, textAlign: 'center' }} data-testid="remote-error">
      <ErrorOutlineIcon color="warning" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography component="h1" variant="h3" sx={{ mt: 2 }}>
        {t('remote.unavailableTitle')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1.5, mb: 3 }}>
        {t('remote.unavailableBody')}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Box>
  );
}

class RemoteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Remote failed to load or render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Where a remote's root component comes from: Module Federation in the browser; the server renderer
 * (shell/src/server) hands the remote module it loaded.
 */
export const RemoteLoaderContext = createContext<(name: RemoteName) => Promise<ComponentType>>(loadRemoteApp);

/**
 * Mounts a remote's root component, loaded on first render. A remote that cannot be reached
 * shows a translated message with a retry that asks for the remote's entry again.
 */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const load = useContext(RemoteLoaderContext);
  const Remote = useMemo(
    () =>
      lazy((): Promise<{ default: ComponentType }> => {
        // Loaded before a server-rendered page is taken over: no waiting (see preloadSitePage).
        const known = attempt === 0 ? loadedRemoteApp(name) : undefined;
        if (known) return settled({ default: known });
        if (attempt > 0) registerAppRemotes(getAppConfig(), true);
        return load(name).then((component) => ({ default: component }));
      }),
    [name, attempt, load],
  );
  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}>
      <Suspense fallback={<RemoteLoading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
