// The markdown renderer still adds its strings by importing this module; pages and the other
// features name theirs through useSiteStrings.
import { registerStrings } from '@app/platform';
import { blogStrings } from '../strings/blog';

registerStrings('site', blogStrings);
