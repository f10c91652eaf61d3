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
import { reloadForNewCode, shouldReloadForNewCode } from './staleCode';

function RemoteLoading() {
  const { t } = useTranslation('shell');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('remote.loading')} />
    </Box>
  );
}

/**
 * A remote's code that could not be fetched: the remote's entry (`RemoteLoadError`) or a chunk of
 * one of its pages (the bundler's `ChunkLoadError`, or a stylesheet chunk's error, code
 * `CSS_CHUNK_LOAD_FAILED`). Anything else the boundary catches is a page that broke while it rendered.
 */
class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/** A chunk of the code already running (a page's script or stylesheet) that could not be fetched. */
function isChunkFailure(error: Error): boolean {
  const code = 'code' in error ? error.code : undefined;
  return error.name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error instanceof RemoteLoadError || isChunkFailure(error);
}

/**
 * A chunk of the running code is missing, most likely because a deploy replaced the build it
 * belongs to (staleCode.ts): the page reloads, showing the loading indicator meanwhile.
 */
type Failure = 'load' | 'render' | 'newCode';

/**
 * What the visitor reads when the remote failed: its code could not be fetched ("This part of the
 * site could not be loaded", check the connection), or a page broke while it rendered (the
 * specification's generic fallback, "Unexpected Application Error!"); either way with Try again.
 */
function RemoteFailed({ failure, onRetry }: { failure: Exclude<Failure, 'newCode'>; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const texts = failure === 'load' ? 'unavailable' : 'unexpected';
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 10, px: 3, textAlign: 'center' }} data-testid="remote-error">
      <ErrorOutlineIcon color="warning" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography component="h1" variant="h3" sx={{ mt: 2 }}>
        {t(`remote.${texts}Title`)}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1.5, mb: 3 }}>
        {t(`remote.${texts}Body`)}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Box>
  );
}

class RemoteErrorBoundary extends Component<
  { fallback: (failure: Exclude<Failure, 'newCode'>) => ReactNode; children: ReactNode },
  { failure: Failure | null }
> {
  override state: { failure: Failure | null } = { failure: null };

  static getDerivedStateFromError(error: unknown): { failure: Failure } {
    if (error instanceof Error && isChunkFailure(error) && shouldReloadForNewCode()) return { failure: 'newCode' };
    return { failure: isLoadFailure(error) ? 'load' : 'render' };
  }

  override componentDidCatch(error: unknown) {
    console.error(isLoadFailure(error) ? 'Remote failed to load' : 'Remote failed to render', error);
    if (this.state.failure === 'newCode') reloadForNewCode();
  }

  override render() {
    const { failure } = this.state;
    if (failure === 'newCode') return <RemoteLoading />;
    return failure ? this.props.fallback(failure) : this.props.children;
  }
}

/**
 * Where a remote's root component comes from: Module Federation in the browser; the server renderer
 * (shell/src/server) hands the remote module it loaded.
 */
export const RemoteLoaderContext = createContext<(name: RemoteName) => Promise<ComponentType>>(loadRemoteApp);

/**
 * Mounts a remote's root component, loaded on first render. A remote that cannot be reached, or a
 * page of it that breaks, shows a translated message with a retry that asks for the remote's
 * entry again and renders it anew. A chunk of a page that cannot be fetched while online reloads the
 * page once (a deploy removed it: staleCode.ts), and shows the message if it fails again.
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
        return load(name).then(
          (component) => ({ default: component }),
          (error: unknown) => {
            throw new RemoteLoadError(`Remote "${name}" could not be loaded`, { cause: error });
          },
        );
      }),
    [name, attempt, load],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(failure) => <RemoteFailed failure={failure} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
