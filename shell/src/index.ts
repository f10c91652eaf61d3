import { markSharedStyles } from './sharedStyles';

// Before Emotion starts (in the modules below the boundary): the shared stylesheet's rules are there.
markSharedStyles(document);
// The async boundary: shared modules are negotiated before any app code runs.
import('./bootstrap');
